import BridgeSpec

/// What the JSON Schema needs of a valid spec's names: every spec type becomes a definition in
/// `$defs`, beside the schema's own definitions (`Envelope`, `Payload`, `RequestMessage`, …), so a
/// type may not take one of their names. The names come from the schema translator itself.
enum SchemaNameRules {
    static func check(_ spec: ProtocolSpec) -> [Diagnostic] {
        let own = Set(SchemaTranslator(spec: spec).ownDefinitions.map(\.key))
        return spec.types.filter { own.contains($0.name) }.map { type in
            .error(
                "type name '\(type.name)' is reserved in the JSON Schema: the schema defines '#/$defs/\(type.name)' itself; "
                    + "choose another name",
                at: type.location)
        }
    }
}
