import BridgeSpec

extension TypeScriptTranslator {
    /// JSDoc paragraphs for `since`, `platforms` and `deprecated`: "Since 1.2.", "Only on android.",
    /// and `@deprecated message`, which editors and linters show where the element is used.
    static func availabilityDoc(_ availability: Availability, platforms: [String]? = nil) -> [String] {
        var doc: [String] = []
        if let since = availability.since { doc.append("Since \(since).") }
        if let platforms { doc.append("Only on \(platforms.joined(separator: ", ")).") }
        if let message = availability.deprecated { doc.append("@deprecated \(message)") }
        return doc
    }
}
