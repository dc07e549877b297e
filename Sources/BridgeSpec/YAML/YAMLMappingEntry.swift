/// A key of a mapping with its value. The key keeps its own location, so a diagnostic about a key
/// (unknown, duplicated, misspelt) points at the key rather than at its value.
package struct YAMLMappingEntry: Equatable, Sendable {
    /// The key's text.
    package var key: String
    /// Where the key starts.
    package var keyLocation: SourceLocation
    /// The key's value, with its own location.
    package var value: YAMLNode

    package init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
