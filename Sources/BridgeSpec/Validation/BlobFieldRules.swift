/// Fields that may travel as blobs, and the fields that name their media type.
///
/// A blob reference carries the value's media type, which a page that takes blobs as `Blob`s gives
/// them; `mimeTypeField` names the string field of the same type that holds it.
extension SpecValidator {
    mutating func checkBlobFields() {
        for type in spec.types {
            guard case .object(let fields) = type.kind else { continue }
            if type.blob, !fields.contains(where: { $0.type == .bytes }) {
                diagnostics.warning(
                    "type '\(type.name)' says 'blob: true', but has no bytes field that could travel as a blob",
                    at: keyLocation(["types", type.name, "blob"], or: type.location)
                )
            }
            for field in fields {
                if let named = field.blobMimeTypeField { checkMimeTypeField(named, of: field, in: type) }
            }
        }
    }

    private mutating func checkMimeTypeField(_ named: String, of field: FieldSpec, in type: TypeSpec) {
        let path = ["types", type.name, "fields", field.name, "mimeTypeField"]
        let what = "'mimeTypeField' of field '\(field.name)' of type '\(type.name)'"
        guard field.travelsAsBlob else {
            diagnostics.error(
                "\(what) names the media type of a blob, but the field does not travel as a blob; add 'blob: true'",
                at: keyLocation(path, or: field.location)
            )
            return
        }
        guard let source = type.fields.first(where: { $0.name == named }) else {
            let names = type.fields.map(\.name).filter { $0 != field.name }
            diagnostics.error(
                "\(what) is '\(named)', which is not a field of '\(type.name)'" + Suggestion.didYouMean(named, among: names),
                at: location(path, or: field.location)
            )
            return
        }
        if source.type != .string {
            diagnostics.error(
                "\(what) is '\(named)', which must be a string field to hold a media type; it has type '\(source.type)'",
                at: location(path, or: field.location)
            )
        }
    }
}
