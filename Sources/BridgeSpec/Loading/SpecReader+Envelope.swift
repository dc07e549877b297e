/// The `envelope` section. The envelope's shape is fixed by the runtime, so the spec must list
/// exactly its fields; what the spec adds is their documentation.
extension SpecReader {
    mutating func readEnvelope(_ section: YAMLMappingEntry) -> EnvelopeSpec? {
        keepingIfClean { reader in
            guard
                let mapping = reader.mapping(
                    section.value, of: "the envelope", owner: section.keyLocation,
                    allowed: ["description", "fields", "payload", "error"], required: ["fields", "payload", "error"]
                )
            else { return nil }
            let message = reader.readEnvelopeFields(
                in: mapping, description: reader.description(in: mapping), owner: section.keyLocation,
                fields: EnvelopeSpec.messageFields, what: "the envelope"
            )
            let payload = mapping.entry("payload").flatMap {
                reader.readEnvelopePart($0, what: "the envelope's payload", fields: EnvelopeSpec.payloadFields)
            }
            let error = mapping.entry("error").flatMap {
                reader.readEnvelopePart($0, what: "the envelope's error", fields: EnvelopeSpec.errorFields)
            }
            guard let message, let payload, let error else { return nil }
            return EnvelopeSpec(message: message, payload: payload, error: error)
        }
    }

    /// `payload` or `error`: a description and the part's fields.
    private mutating func readEnvelopePart(
        _ entry: YAMLMappingEntry, what: String, fields: [String]
    ) -> EnvelopePartSpec? {
        guard
            let mapping = mapping(
                entry.value, of: what, owner: entry.keyLocation, allowed: ["description", "fields"], required: ["fields"]
            )
        else { return nil }
        return readEnvelopeFields(
            in: mapping, description: description(in: mapping), owner: entry.keyLocation, fields: fields, what: what
        )
    }

    /// The `fields` of an envelope part: exactly `fields`, each with its description.
    private mutating func readEnvelopeFields(
        in part: CheckedMapping, description: String?, owner: SourceLocation, fields: [String], what: String
    ) -> EnvelopePartSpec? {
        guard let entry = part.entry("fields"),
            let mapping = mapping(
                entry.value, of: "the fields of \(what)", owner: entry.keyLocation,
                allowed: fields, required: fields
            )
        else { return nil }
        let described = mapping.entries.map { field in
            DescribedName(
                name: field.key, description: self.description(of: field.value, for: "field '\(field.key)' of \(what)"),
                location: field.keyLocation
            )
        }
        return EnvelopePartSpec(description: description, fields: described, location: owner)
    }
}

extension EnvelopeSpec {
    /// Stands in for an envelope that did not load, in a model that is only used for checking.
    static let placeholder = EnvelopeSpec(
        message: .placeholder, payload: .placeholder, error: .placeholder
    )
}

extension EnvelopePartSpec {
    static let placeholder = EnvelopePartSpec(
        description: nil, fields: [], location: SourceLocation(file: "", line: 0, column: 0)
    )
}
