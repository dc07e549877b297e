/// The `messageTypes` section: `request`, `response` and `event`, and optionally `update` and
/// `cancel`, each with its direction.
extension SpecReader {
    mutating func readMessageTypes(_ section: YAMLMappingEntry) -> [MessageTypeSpec] {
        guard
            let types = mapping(
                section.value, of: "the 'messageTypes' section", owner: section.keyLocation,
                allowed: MessageTypeSpec.required + MessageTypeSpec.updates, required: MessageTypeSpec.required
            )
        else { return [] }
        return types.entries.compactMap { entry in
            keepingIfClean { reader in
                guard
                    let mapping = reader.mapping(
                        entry.value, of: "message type '\(entry.key)'", owner: entry.keyLocation,
                        allowed: ["direction", "description"], required: ["direction"]
                    )
                else { return nil }
                let description = reader.description(in: mapping)
                guard let direction = reader.direction("direction", in: mapping) else { return nil }
                return MessageTypeSpec(
                    name: entry.key, direction: direction, description: description, location: entry.keyLocation
                )
            }
        }
    }
}
