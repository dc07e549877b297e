/// The `errors` section: each code with whether it is recoverable.
extension SpecReader {
    mutating func readErrorCodes(_ section: YAMLMappingEntry) -> [ErrorCodeSpec] {
        sectionEntries(section, expected: "a mapping of error codes").compactMap { entry in
            keepingIfClean { reader in
                guard let mapping = reader.mapping(
                    entry.value, of: "error code '\(entry.key)'", owner: entry.keyLocation,
                    allowed: ["recoverable", "description", "swiftName", "names"], required: ["recoverable"]
                ) else { return nil }
                let names = reader.names(in: mapping)
                let description = reader.description(in: mapping)
                guard let recoverable = reader.bool("recoverable", in: mapping) else { return nil }
                return ErrorCodeSpec(
                    code: entry.key, names: names,
                    recoverable: recoverable, description: description, location: entry.keyLocation
                )
            }
        }
    }
}
