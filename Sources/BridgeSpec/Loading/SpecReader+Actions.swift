/// The `actions` section: requests the web journey sends, with their request and result types.
extension SpecReader {
    static let actionKeys = [
        "description", "capability", "request", "result", "errors", "swiftName", "names", "since", "deprecated", "platforms",
        "progress", "stream",
    ]

    mutating func readActions(_ section: YAMLMappingEntry, readAhead: ReadAheadSection<ActionSpec>? = nil) -> [ActionSpec] {
        readEachOnAllCores(sectionEntries(section, expected: "a mapping of action IDs"), after: readAhead, Self.readActionEntry)
    }

    /// The action `entry` declares, read by `reader`; nil after reporting its errors.
    static func readActionEntry(
        _ reader: inout SpecReader, _ entry: YAMLMappingEntry, after previous: YAMLMappingEntry?
    ) -> ActionSpec? {
        reader.keepingIfClean { reader in
            let neighbourhood = Neighbourhood(
                previous: previous, keys: Self.actionKeys, element: "action", elements: "actions")
            guard
                let mapping = reader.mapping(
                    entry.value, of: "action '\(entry.key)'", owner: entry.keyLocation,
                    allowed: Self.actionKeys, required: ["request", "result"],
                    lineUp: Self.lineUpHint(for: entry, in: neighbourhood)
                )
            else { return nil }
            let names = reader.names(in: mapping)
            let availability = reader.availability(in: mapping)
            let platforms = reader.platforms(in: mapping)
            let description = reader.description(in: mapping)
            let capability = reader.text("capability", in: mapping)
            let errors = reader.textList("errors", in: mapping)
            let request = reader.objectType("request", in: mapping, as: .request(entry.key))
            let result = reader.objectType("result", in: mapping, as: .result(entry.key))
            let progress = reader.objectType("progress", in: mapping, as: .progress(entry.key))
            let stream = reader.objectType("stream", in: mapping, as: .stream(entry.key))
            guard let request, let result else { return nil }
            var action = ActionSpec(
                id: entry.key, names: names,
                description: description, capability: capability, request: request, result: result,
                errors: errors?.map(\.text) ?? [], location: entry.keyLocation
            )
            action.availability = availability
            action.platforms = platforms
            action.progress = progress
            action.stream = stream
            return action
        }
    }
}
