/// The `events` section: fire-and-forget notifications, with their direction and data.
extension SpecReader {
    static let eventKeys = ["direction", "description", "data", "swiftName", "names", "since", "deprecated", "platforms"]

    mutating func readEvents(_ section: YAMLMappingEntry) -> [EventSpec] {
        sectionEntries(section, expected: "a mapping of event names").neighbours.compactMap { entry, previous in
            keepingIfClean { reader in
                let neighbourhood = Neighbourhood(previous: previous, keys: Self.eventKeys, element: "event", elements: "events")
                guard
                    let mapping = reader.mapping(
                        entry.value, of: "event '\(entry.key)'", owner: entry.keyLocation,
                        allowed: Self.eventKeys, required: ["direction"], lineUp: Self.lineUpHint(for: entry, in: neighbourhood)
                    )
                else { return nil }
                let names = reader.names(in: mapping)
                let availability = reader.availability(in: mapping)
                let platforms = reader.platforms(in: mapping)
                let description = reader.description(in: mapping)
                let data = reader.objectType("data", in: mapping, as: .eventData(entry.key))
                guard let direction = reader.direction("direction", in: mapping) else { return nil }
                var event = EventSpec(
                    name: entry.key, names: names,
                    direction: direction, description: description, data: data, location: entry.keyLocation
                )
                event.availability = availability
                event.platforms = platforms
                return event
            }
        }
    }
}
