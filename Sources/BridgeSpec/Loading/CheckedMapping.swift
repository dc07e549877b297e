/// A mapping of the spec whose keys were checked against what its place in the format allows.
struct CheckedMapping {
    /// What the mapping is, for messages: "action 'nfc.read'", "the envelope".
    var what: String
    /// Where the key that holds the mapping is; missing keys are reported there.
    var owner: SourceLocation
    var entries: [YAMLMappingEntry]

    /// The entry for `key`, if present.
    func entry(_ key: String) -> YAMLMappingEntry? {
        entries.first { $0.key == key }
    }
}
