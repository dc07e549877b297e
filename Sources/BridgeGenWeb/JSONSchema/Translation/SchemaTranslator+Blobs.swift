import BridgeSpec

/// Fields that may travel as blobs: the schema accepts either form, inline base64 or a reference,
/// since which one a page gets depends on what it offered in the negotiation.
extension SchemaTranslator {
    /// The name of the reference's definition.
    static let blobReference = "BlobReference"

    /// Whether any of the types this schema emits has a field that may travel as a blob.
    var emitsBlobFields: Bool {
        spec.own.types.contains { !$0.blobFields.isEmpty }
    }

    /// The reference's definition, for a schema with blob fields; none otherwise.
    var blobReferenceDefinitions: [(key: String, value: SchemaValue)] {
        guard emitsBlobFields else { return [] }
        return [
            (
                key: Self.blobReference,
                value: .members([
                    "description": .text(
                        "A bytes value sent by reference, to a page that offered blobs in the negotiation: the page fetches "
                            + "`$blob` once, before it expires, and gets the raw bytes."),
                    "type": "object",
                    "required": ["$blob", "size", "mimeType"],
                    "properties": [
                        "$blob": ["description": "The URL to fetch the bytes from, once.", "type": "string", "minLength": 1],
                        "size": ["description": "The number of bytes.", "type": "integer", "minimum": 0],
                        "mimeType": ["description": "The bytes' media type.", "type": "string", "minLength": 1],
                    ],
                ])
            )
        ]
    }

    /// The schema of a blob field's value: base64 or a reference.
    func blobFieldSchema(_ field: FieldSpec) -> SchemaValue {
        ["anyOf": [referenceSchema(field.type), .ref(Self.blobReference)]]
    }
}
