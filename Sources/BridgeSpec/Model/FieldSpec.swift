/// A field of an object type.
package struct FieldSpec: Equatable, Sendable {
    /// The field's name, the key in the spec: the name of its property in every output language
    /// unless `names` gives another.
    package var name: String
    /// The names the spec gives its property in particular output languages (`names`).
    package var names: LanguageNames
    /// The JSON key: the spec's `wireName`, or `name`.
    package var wireName: String
    package var type: TypeReference
    /// Whether the field may be absent. A field with a default may be absent on the wire too, but is
    /// never nil in Swift.
    package var isOptional: Bool
    package var defaultValue: DefaultValue?
    package var description: String?
    package var location: SourceLocation
    /// Whether a host may send the field's value as a blob reference instead of inline base64, to a
    /// page that offered blobs: the field's `blob`, or else its type's. Only `bytes` fields may.
    package var travelsAsBlob: Bool
    /// The field's `blob` as written; nil when it follows its type's.
    package var blob: Bool?
    /// The field of the same type whose value is the blob's media type (`mimeTypeField`), by name.
    package var blobMimeTypeField: String?
    /// Whether `null` is a value of the field (`nullable`), apart from whether it may be absent.
    package var isNullable: Bool = false
    /// Whether its value is kept out of descriptions, message histories and logs (`sensitive`).
    package var isSensitive: Bool = false
    /// The limits its value must keep.
    package var constraints = FieldConstraints()
    /// When it appeared, and whether it is deprecated.
    package var availability = Availability()

    package init(
        name: String, wireName: String, type: TypeReference, isOptional: Bool, defaultValue: DefaultValue?,
        description: String?, location: SourceLocation, blob: Bool? = nil, blobMimeTypeField: String? = nil,
        names: LanguageNames = LanguageNames()
    ) {
        self.name = name
        self.names = names
        self.wireName = wireName
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.description = description
        self.location = location
        self.blob = blob
        self.travelsAsBlob = type == .bytes && blob == true
        self.blobMimeTypeField = blobMimeTypeField
    }

    /// Whether the field's property is optional in languages that mark it (Swift `T?`): when it may
    /// be absent without a default, or may be null.
    package var isOptionalInSwift: Bool { (isOptional && defaultValue == nil) || isNullable }

    /// Whether a sender must always include the field.
    package var isRequiredOnWire: Bool { !isOptional && defaultValue == nil }
}
