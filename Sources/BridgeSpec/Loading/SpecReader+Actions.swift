/// The `actions` section: requests the web journey sends, with their request and result types.
extension SpecReader {
    static let actionKeys = ["description", "capability", "request", "result", "errors", "swiftName", "names"]

    mutating func readActions(_ section: YAMLMappingEntry) -> [ActionSpec] {
        readEachOnAllCores(sectionEntries(section, expected: "a mapping of action IDs")) { reader, entry in
            reader.keepingIfClean { reader in
                guard let mapping = reader.mapping(
                    entry.value, of: "action '\(entry.key)'", owner: entry.keyLocation,
                    allowed: Self.actionKeys, required: ["request", "result"]
                ) else { return nil }
                let names = reader.names(in: mapping)
                let description = reader.description(in: mapping)
                let capability = reader.text("capability", in: mapping)
                let errors = reader.textList("errors", in: mapping)
                let request = reader.text("request", in: mapping)
                let result = reader.text("result", in: mapping)
                guard let request, let result else { return nil }
                return ActionSpec(
                    id: entry.key, names: names,
                    description: description, capability: capability, request: request, result: result,
                    errors: errors?.map(\.text) ?? [], location: entry.keyLocation
                )
            }
        }
    }
}
