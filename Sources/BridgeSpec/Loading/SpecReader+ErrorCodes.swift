/// The `errors` section: each code with whether it is recoverable.
extension SpecReader {
    static let errorCodeKeys = ["recoverable", "description", "swiftName", "names"]

    mutating func readErrorCodes(_ section: YAMLMappingEntry) -> [ErrorCodeSpec] {
        sectionEntries(section, expected: "a mapping of error codes").neighbours.compactMap { entry, previous in
            keepingIfClean { reader in
                let neighbourhood = Neighbourhood(
                    previous: previous, keys: Self.errorCodeKeys, element: "error code", elements: "error codes")
                guard
                    let mapping = reader.mapping(
                        entry.value, of: "error code '\(entry.key)'", owner: entry.keyLocation,
                        allowed: Self.errorCodeKeys, required: ["recoverable"],
                        lineUp: Self.lineUpHint(for: entry, in: neighbourhood)
                    )
                else { return nil }
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
