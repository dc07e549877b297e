/// The `capabilities` section: native features, their versions and their typed slots.
extension SpecReader {
    static let capabilityKeys = [
        "version", "description", "reportsPermission", "permissions", "slot", "swiftName", "names",
    ]
    static let slotKeys = ["property", "action", "resultCase"]

    mutating func readCapabilities(_ section: YAMLMappingEntry) -> [CapabilitySpec] {
        sectionEntries(section, expected: "a mapping of capability IDs").neighbours.compactMap { entry, previous in
            keepingIfClean { reader in
                let what = "capability '\(entry.key)'"
                let neighbourhood = Neighbourhood(
                    previous: previous, keys: Self.capabilityKeys, element: "capability", elements: "capabilities")
                guard
                    let mapping = reader.mapping(
                        entry.value, of: what, owner: entry.keyLocation, allowed: Self.capabilityKeys, required: ["version"],
                        lineUp: Self.lineUpHint(for: entry, in: neighbourhood)
                    )
                else { return nil }
                let names = reader.names(in: mapping)
                let description = reader.description(in: mapping)
                let reportsPermission = reader.bool("reportsPermission", in: mapping)
                let slot = mapping.entry("slot").flatMap { reader.readSlot($0, of: what) }
                let permissions = mapping.entry("permissions").map {
                    reader.readEnumCases(
                        reader.sectionEntries($0, expected: "a mapping of permission names"), of: "permission",
                        in: " of \(what)")
                }
                guard let version = reader.version("version", in: mapping) else { return nil }
                var capability = CapabilitySpec(
                    id: entry.key, names: names,
                    version: version.description, description: description,
                    reportsPermission: reportsPermission ?? false, slot: slot, location: entry.keyLocation
                )
                capability.permissions = permissions ?? []
                return capability
            }
        }
    }

    private mutating func readSlot(_ entry: YAMLMappingEntry, of capability: String) -> SlotSpec? {
        guard
            let mapping = mapping(
                entry.value, of: "the slot of \(capability)", owner: entry.keyLocation,
                allowed: Self.slotKeys, required: Self.slotKeys
            )
        else { return nil }
        let property = text("property", in: mapping)
        let action = text("action", in: mapping)
        let resultCase = text("resultCase", in: mapping)
        guard let property, let action, let resultCase else { return nil }
        return SlotSpec(
            property: property, action: action, resultCase: resultCase, location: entry.keyLocation,
            propertyLocation: mapping.entry("property")?.value.location,
            resultCaseLocation: mapping.entry("resultCase")?.value.location)
    }
}
