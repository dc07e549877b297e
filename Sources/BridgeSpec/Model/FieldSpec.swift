/// A field of an object type.
package struct FieldSpec: Equatable, Sendable {
    /// The Swift property name, the key in the spec.
    package var name: String
    /// The JSON key: the spec's `wireName`, or `name`.
    package var wireName: String
    package var type: TypeReference
    /// Whether the field may be absent. A field with a default may be absent on the wire too, but is
    /// never nil in Swift.
    package var isOptional: Bool
    package var defaultValue: DefaultValue?
    package var description: String?
    package var location: SourceLocation

    package init(
        name: String, wireName: String, type: TypeReference, isOptional: Bool, defaultValue: DefaultValue?,
        description: String?, location: SourceLocation
    ) {
        self.name = name
        self.wireName = wireName
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.description = description
        self.location = location
    }

    /// Whether a sender must always include the field.
    package var isRequiredOnWire: Bool { !isOptional && defaultValue == nil }
}
