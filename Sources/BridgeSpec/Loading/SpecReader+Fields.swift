/// The `fields` of an object type.
extension SpecReader {
    static let fieldKeys =
        [
            "type", "description", "optional", "nullable", "default", "wireName", "blob", "mimeTypeField", "names", "sensitive",
            "since", "deprecated",
        ] + FieldConstraints.keys

    /// A field default, kept as written until every enum's values are known.
    struct PendingDefault {
        var typeName: String
        var fieldName: String
        var text: String
        var location: SourceLocation

        /// The default, for messages; put into words only for a problem, as most defaults have none.
        var what: String { "the default of field '\(fieldName)' of type '\(typeName)'" }
    }

    /// The fields of type `typeName`; nil after reporting when `fields` is not a mapping. Fields with
    /// errors are reported and left out.
    mutating func readFields(_ entry: YAMLMappingEntry, of typeName: String) -> [FieldSpec]? {
        guard
            let fields = mapping(
                entry.value, of: "'fields' in type '\(typeName)'", owner: entry.keyLocation,
                allowed: nil,
                expected: "a mapping of fields", whenEmpty: "write {} for an object without fields"
            )
        else { return nil }
        return fields.entries.indices.compactMap { index in
            keepingIfClean { reader in
                reader.readField(fields.entries[index], of: typeName, after: index > 0 ? fields.entries[index - 1] : nil)
            }
        }
    }

    private mutating func readField(
        _ entry: YAMLMappingEntry, of typeName: String, after previous: YAMLMappingEntry?
    ) -> FieldSpec? {
        let what = "field '\(entry.key)' of type '\(typeName)'"
        let neighbourhood = Neighbourhood(previous: previous, keys: Self.fieldKeys, element: "field", elements: "fields")
        guard
            let mapping = mapping(
                entry.value, of: what, owner: entry.keyLocation, allowed: Self.fieldKeys, required: ["type"],
                lineUp: Self.lineUpHint(for: entry, in: neighbourhood)
            )
        else { return nil }
        let description = description(in: mapping)
        let wireName = text("wireName", in: mapping)
        let isOptional = bool("optional", in: mapping) ?? false
        let typeEntry = mapping.entry("type")
        let type = typeEntry.flatMap { readTypeReference($0, of: what) }
        if let type, let typeEntry {
            typeUses.append(TypeUse(type: type, role: .field(entry.key, of: typeName), location: typeEntry.value.location))
        }
        if let defaultEntry = mapping.entry("default"),
            let text = text(of: defaultEntry.value, for: "'default' in \(what)", owner: defaultEntry.keyLocation)
        {
            if isOptional {
                diagnostics.error(
                    "\(what) is optional and has a default; a default already lets senders leave it out, "
                        + "so remove one of them",
                    at: defaultEntry.keyLocation
                )
            }
            pendingDefaults.append(
                PendingDefault(typeName: typeName, fieldName: entry.key, text: text, location: defaultEntry.value.location)
            )
        }
        let blob = bool("blob", in: mapping)
        let mimeTypeField = text("mimeTypeField", in: mapping)
        let names = names(in: mapping)
        let isNullable = bool("nullable", in: mapping) ?? false
        let isSensitive = bool("sensitive", in: mapping) ?? false
        let constraints = readConstraints(in: mapping, type: type)
        let availability = availability(in: mapping)
        guard let type else { return nil }
        if blob != nil, type != .bytes, let blobEntry = mapping.entry("blob") {
            diagnostics.error(
                "'blob' applies to bytes fields only: \(what) has type '\(type)'", at: blobEntry.keyLocation
            )
        }
        if isNullable, let nullableEntry = mapping.entry("nullable") {
            checkNullable(nullableEntry, what: what, type: type, hasDefault: mapping.entry("default") != nil)
        }
        var field = FieldSpec(
            name: entry.key, wireName: wireName ?? entry.key, type: type, isOptional: isOptional, defaultValue: nil,
            description: description, location: entry.keyLocation, blob: blob, blobMimeTypeField: mimeTypeField,
            names: names
        )
        field.isNullable = isNullable
        field.isSensitive = isSensitive
        field.constraints = constraints
        field.availability = availability
        return field
    }

    /// `nullable: true` needs a type without a null of its own, and no default: a receiver would
    /// not know whether `null` means the default or no value.
    private mutating func checkNullable(_ entry: YAMLMappingEntry, what: String, type: TypeReference, hasDefault: Bool) {
        if type == .json {
            diagnostics.error(
                "\(what) has type 'json', whose values include null already; remove 'nullable'", at: entry.keyLocation
            )
        } else if hasDefault {
            diagnostics.error(
                "\(what) is nullable and has a default; a receiver could not tell null from the default, "
                    + "so remove one of them",
                at: entry.keyLocation
            )
        }
    }

    private mutating func readTypeReference(_ entry: YAMLMappingEntry, of what: String) -> TypeReference? {
        guard let text = text(of: entry.value, for: "'type' in \(what)", owner: entry.keyLocation) else { return nil }
        switch TypeReferenceParser.parse(text) {
        case .success(let reference):
            return reference
        case .failure(let failure):
            diagnostics.error(failure.message, at: entry.value.location)
            return nil
        }
    }
}
