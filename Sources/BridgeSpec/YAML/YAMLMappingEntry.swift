/// A key of a mapping with its value. The key keeps its own location, so a diagnostic about a key
/// (unknown, duplicated, misspelt) points at the key rather than at its value.
package struct YAMLMappingEntry: Equatable, Sendable {
    package var key: String
    package var keyLocation: SourceLocation
    package var value: YAMLNode

    package init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
