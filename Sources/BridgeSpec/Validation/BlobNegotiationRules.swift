/// Blobs are negotiated in the negotiation action, in both directions: the page offers to fetch
/// references in its request's `blobs`, and the host answers with its terms in the result's `blobs`.
/// Both runtimes read and write these, so their shapes are fixed, as the rest of the negotiation's:
///
/// - request: `blobs` (optional), an object type with `kinds: array<string>`
/// - result: `blobs` (optional), an object type with `kind: string` and `minimumBytes: integer`
///
/// A spec with fields that may travel as blobs must have both, or no host could ever send one.
extension SpecValidator {
    /// The field of the negotiation's request and result that carries the offer and the terms.
    static let blobsField = "blobs"

    mutating func checkBlobNegotiation(_ action: ActionSpec, result: TypeSpec) {
        let request = objectType(action.request)
        let offer =
            request.map { request in
                checkBlobObject(
                    in: request, role: "the negotiation request '\(request.name)'", of: "the blob offer type",
                    filledBy: "the page",
                    fields: [HostField(name: "kinds", type: .array(.string), isOptional: false)])
            } ?? false
        let terms = checkBlobObject(
            in: result, role: "the negotiation result '\(result.name)'", of: "the blob terms type", filledBy: "the host",
            fields: [
                HostField(name: "kind", type: .string, isOptional: false),
                HostField(name: "minimumBytes", type: .integer, isOptional: false),
            ])
        guard !(offer && terms), let (type, field) = firstBlobField() else { return }
        let missing = offer ? "the negotiation result '\(result.name)'" : "the negotiation request '\(action.request)'"
        diagnostics.error(
            "field '\(field.name)' of type '\(type.name)' may travel as a blob, but \(missing) has no field "
                + "'\(Self.blobsField)' in which the two sides agree on blobs (see the spec format's negotiation section)",
            at: keyLocation(
                ["types", type.name, "fields", field.name, "blob"],
                or: keyLocation(["types", type.name, "blob"], or: field.location))
        )
    }

    /// Checks the `blobs` field of `type`, if it has one, and the fields of its object type; returns
    /// whether it has one with an object type.
    private mutating func checkBlobObject(
        in type: TypeSpec, role: String, of objectRole: String, filledBy filler: String, fields: [HostField]
    ) -> Bool {
        let expected = HostField(name: Self.blobsField, type: nil, isOptional: true)
        guard let field = checkHostField(expected, of: type, role: role, filledBy: filler) else { return false }
        guard case .named(let name) = field.type, let object = objectType(name) else {
            diagnostics.error(
                "field '\(Self.blobsField)' of \(role) must have an object type, as \(filler) fills it in; found '\(field.type)'",
                at: location(["types", type.name, "fields", Self.blobsField, "type"], or: field.location)
            )
            return false
        }
        for expected in fields {
            checkHostField(expected, of: object, role: "\(objectRole) '\(object.name)'", filledBy: filler)
        }
        return true
    }

    /// The first field in spec order that may travel as a blob, with its type.
    private func firstBlobField() -> (TypeSpec, FieldSpec)? {
        for type in spec.types {
            if let field = type.blobFields.first { return (type, field) }
        }
        return nil
    }
}
