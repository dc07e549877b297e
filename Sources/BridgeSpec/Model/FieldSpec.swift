/// A field of an object type.
///
/// A field is read by every stage, and copied into lists and out of them many times over, so its
/// values live in one shared box: a copy costs one reference, and a change copies the box only
/// when another copy shares it.
package struct FieldSpec: Equatable, Sendable {
    /// The field's values, shared by its copies until one of them changes.
    private var box: Box

    /// The field's name, the key in the spec: the name of its property in every output language
    /// unless `names` gives another.
    package var name: String {
        get { box.values.name }
        set { uniqueBox().values.name = newValue }
    }
    /// The names the spec gives its property in particular output languages (`names`).
    package var names: LanguageNames {
        get { box.values.names }
        set { uniqueBox().values.names = newValue }
    }
    /// The JSON key: the spec's `wireName`, or `name`.
    package var wireName: String {
        get { box.values.wireName }
        set { uniqueBox().values.wireName = newValue }
    }
    package var type: TypeReference {
        get { box.values.type }
        set { uniqueBox().values.type = newValue }
    }
    /// Whether the field may be absent. A field with a default may be absent on the wire too, but is
    /// never nil in Swift.
    package var isOptional: Bool {
        get { box.values.isOptional }
        set { uniqueBox().values.isOptional = newValue }
    }
    package var defaultValue: DefaultValue? {
        get { box.values.defaultValue }
        set { uniqueBox().values.defaultValue = newValue }
    }
    package var description: String? {
        get { box.values.description }
        set { uniqueBox().values.description = newValue }
    }
    package var location: SourceLocation {
        get { box.values.location }
        set { uniqueBox().values.location = newValue }
    }
    /// Whether a host may send the field's value as a blob reference instead of inline base64, to a
    /// page that offered blobs: the field's `blob`, or else its type's. Only `bytes` fields may.
    package var travelsAsBlob: Bool {
        get { box.values.travelsAsBlob }
        set { uniqueBox().values.travelsAsBlob = newValue }
    }
    /// The field's `blob` as written; nil when it follows its type's.
    package var blob: Bool? {
        get { box.values.blob }
        set { uniqueBox().values.blob = newValue }
    }
    /// The field of the same type whose value is the blob's media type (`mimeTypeField`), by name.
    package var blobMimeTypeField: String? {
        get { box.values.blobMimeTypeField }
        set { uniqueBox().values.blobMimeTypeField = newValue }
    }
    /// Whether `null` is a value of the field (`nullable`), apart from whether it may be absent.
    package var isNullable: Bool {
        get { box.values.isNullable }
        set { uniqueBox().values.isNullable = newValue }
    }
    /// Whether its value is kept out of descriptions, message histories and logs (`sensitive`).
    package var isSensitive: Bool {
        get { box.values.isSensitive }
        set { uniqueBox().values.isSensitive = newValue }
    }
    /// The limits its value must keep.
    package var constraints: FieldConstraints {
        get { box.values.constraints }
        set { uniqueBox().values.constraints = newValue }
    }
    /// When it appeared, and whether it is deprecated.
    package var availability: Availability {
        get { box.values.availability }
        set { uniqueBox().values.availability = newValue }
    }

    package init(
        name: String, wireName: String, type: TypeReference, isOptional: Bool, defaultValue: DefaultValue?,
        description: String?, location: SourceLocation, blob: Bool? = nil, blobMimeTypeField: String? = nil,
        names: LanguageNames = LanguageNames()
    ) {
        box = Box(
            Values(
                name: name, names: names, wireName: wireName, type: type, isOptional: isOptional,
                defaultValue: defaultValue, description: description, location: location,
                travelsAsBlob: type == .bytes && blob == true, blob: blob, blobMimeTypeField: blobMimeTypeField))
    }

    /// Whether the field's property is optional in languages that mark it (Swift `T?`): when it may
    /// be absent without a default, or may be null.
    package var isOptionalInSwift: Bool { (isOptional && defaultValue == nil) || isNullable }

    /// Whether a sender must always include the field.
    package var isRequiredOnWire: Bool { !isOptional && defaultValue == nil }

    package static func == (lhs: FieldSpec, rhs: FieldSpec) -> Bool {
        lhs.box === rhs.box || lhs.box.values == rhs.box.values
    }

    /// The box, copied first if another field shares it, to be changed.
    private mutating func uniqueBox() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
        return box
    }

    /// What a field is.
    private struct Values: Equatable {
        var name: String
        var names: LanguageNames
        var wireName: String
        var type: TypeReference
        var isOptional: Bool
        var defaultValue: DefaultValue?
        var description: String?
        var location: SourceLocation
        var travelsAsBlob: Bool
        var blob: Bool?
        var blobMimeTypeField: String?
        var isNullable = false
        var isSensitive = false
        var constraints = FieldConstraints()
        var availability = Availability()
    }

    /// The values, in one place on the heap. Changed only through a field that holds the only
    /// reference to it, so never while another thread reads it.
    private final class Box: @unchecked Sendable {
        var values: Values

        init(_ values: Values) {
            self.values = values
        }
    }
}
