import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// The doc comment's lines for `since` and `platforms`: "Since 1.2.", "Only on android and web."
    func availabilityDetails(_ availability: Availability, platforms: [String]? = nil) -> [String] {
        var lines: [String] = []
        if let since = availability.since { lines.append("Since \(since).") }
        if let platforms { lines.append("Only on \(Self.platformList(platforms)).") }
        if let message = availability.deprecated { lines.append("Deprecated: \(message)") }
        return lines
    }

    /// `@available(*, deprecated, message: …)` for a deprecated element.
    func availabilityAttributes(_ availability: Availability) -> [Attribute] {
        availability.deprecated.map { [.deprecated($0)] } ?? []
    }

    /// Whether the Swift SDK has typed API for an action or event offered on `platforms`: when it
    /// names `ios`, or names none.
    static func isOffered(onIOS platforms: [String]?) -> Bool {
        platforms.map { $0.contains("ios") } ?? true
    }

    /// `ios`, `ios and web`, `ios, android and web`.
    private static func platformList(_ platforms: [String]) -> String {
        guard let last = platforms.last, platforms.count > 1 else { return platforms.first ?? "" }
        return platforms.dropLast().joined(separator: ", ") + " and " + last
    }
}
