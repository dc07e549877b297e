/// `since`, `deprecated` and `platforms`: when an element appeared, whether it is on its way out,
/// and which hosts offer it. The validator checks them against the protocol's version and
/// environments, which may be declared after the element.
extension SpecReader {
    /// `since` and `deprecated` in `mapping`; each left out after reporting when malformed.
    mutating func availability(in mapping: CheckedMapping) -> Availability {
        var availability = Availability(since: version("since", in: mapping))
        if let entry = mapping.entry("deprecated") {
            // An empty deprecation says nothing to whoever meets the warning.
            availability.deprecated = text(
                of: entry.value, for: "'deprecated' in \(mapping.what) (say what to use instead)", owner: entry.keyLocation)
        }
        return availability
    }

    /// The environments `platforms` lists; nil when absent or after reporting. An empty list is an
    /// error: no host could offer the element.
    mutating func platforms(in mapping: CheckedMapping) -> [String]? {
        guard let list = textList("platforms", in: mapping) else { return nil }
        if list.isEmpty, let entry = mapping.entry("platforms") {
            diagnostics.error(
                "'platforms' in \(mapping.what) lists no environment; leave it out when every host offers it",
                at: entry.value.location
            )
            return nil
        }
        return list.map(\.text)
    }
}
