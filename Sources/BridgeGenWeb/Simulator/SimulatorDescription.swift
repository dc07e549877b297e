import BridgeSpec

/// `simulator.json`: what the simulator page (`simulator.ts`, hand-written and spec-independent)
/// needs to know of a spec to answer a journey as a host would: each capability, each action the
/// app answers with its codes, a sample result, the paths of its bytes fields and the names of its
/// sensitive fields, each event with a sample of its data. The page builds its panels, buttons and switches from it,
/// so a spec's or an extension's actions appear without a line of the page changing.
///
/// Data rather than a generated page: the page is the same for every spec, so it is written once,
/// as TypeScript tsc checks, and only the facts about the spec are generated. JSON, so that the
/// simulator's server hands it to the page as it is and an extension's package brings its own.
enum SimulatorDescription {
    /// The file's name in the package.
    static let fileName = "simulator.json"

    /// The description of the layer `spec` declares itself, with the class `host.ts` exports for it;
    /// JSON has no comments, so `notice` is its `//` member, as in `package.json`.
    static func of(_ spec: ProtocolSpec, notice: String) -> SchemaValue {
        let own = spec.own
        let samples = SampleValue(spec: spec), paths = FieldPaths(spec: spec)
        let sensitive = { (type: String) -> SchemaValue in
            .array(paths.sensitiveNames(in: type).map(SchemaValue.string))
        }
        let actions = own.actions.filter { $0.id != spec.negotiationAction }.map { action -> (key: String, value: SchemaValue) in
            let value = SchemaValue.members([
                "description": .text(action.description),
                "capability": action.capability.map(SchemaValue.string),
                "errors": .array(action.errors.map(SchemaValue.string)),
                "result": samples.of(type: action.result),
                "bytesFields": .array(paths.bytesPaths(in: action.result).map(SchemaValue.string)),
                "sensitiveRequestFields": sensitive(action.request),
                "sensitiveResultFields": sensitive(action.result),
            ])
            return (key: action.id, value: value)
        }
        let events = own.events.map { event -> (key: String, value: SchemaValue) in
            let value = SchemaValue.members([
                "description": .text(event.description),
                "direction": .string(event.direction.rawValue),
                "data": event.direction.reachesWeb ? event.data.map(samples.of(type:)) ?? [:] : nil,
                "sensitiveFields": event.data.map(sensitive) ?? [],
            ])
            return (key: event.name, value: value)
        }
        let capabilities = own.capabilities.map { capability -> (key: String, value: SchemaValue) in
            let value = SchemaValue.members([
                "description": .text(capability.description),
                "version": .string(capability.version),
                "reportsPermission": .boolean(capability.reportsPermission),
                "permissions": capability.permissions.isEmpty
                    ? nil : .array(capability.permissions.map { .string($0.value) }),
            ])
            return (key: capability.id, value: value)
        }
        return .members([
            "//": .string(notice),
            "name": .string(own.name),
            "version": .string("\(own.version.major).\(own.version.minor)"),
            "hostClass": .string(HostTranslator(spec: spec).hostName),
            "permissionStates": spec.extensionSpec == nil ? .array(spec.permissionStates.map { .string($0.value) }) : nil,
            "capabilities": .object(capabilities),
            "actions": .object(actions),
            "events": .object(events),
        ])
    }
}
