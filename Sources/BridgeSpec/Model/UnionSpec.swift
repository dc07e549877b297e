/// A tagged union (`union`): a JSON object whose member `tag` says which case it is, the rest of
/// the object being that case's object type.
///
/// On the wire a value is its case type's object with the tag member added:
/// `{"format": "base64", "data": "…"}`. The case types are object types without a field whose
/// wire name is the tag.
package struct UnionSpec: Equatable, Sendable {
    /// The discriminator's wire key, such as `format`.
    package var tag: String
    /// Where the tag is written.
    package var tagLocation: SourceLocation
    /// The cases, in spec order.
    package var cases: [UnionCaseSpec]

    package init(tag: String, tagLocation: SourceLocation, cases: [UnionCaseSpec]) {
        self.tag = tag
        self.tagLocation = tagLocation
        self.cases = cases
    }
}

/// One case of a union: a tag value and the object type of the values it tags.
package struct UnionCaseSpec: Equatable, Sendable {
    /// The tag's value on the wire, such as `base64`.
    package var tag: String
    /// The object type of the case's values, by name.
    package var type: String
    /// The names the spec gives the case in particular output languages (`names`, `swiftName`);
    /// each language derives its own from the tag where none is given.
    package var names: LanguageNames
    package var description: String?
    /// Where the tag is written (its key).
    package var location: SourceLocation
    /// Where the case type's name is written.
    package var typeLocation: SourceLocation

    package init(
        tag: String, type: String, names: LanguageNames = LanguageNames(), description: String? = nil,
        location: SourceLocation, typeLocation: SourceLocation
    ) {
        self.tag = tag
        self.type = type
        self.names = names
        self.description = description
        self.location = location
        self.typeLocation = typeLocation
    }
}
