import BridgeSpec

/// What the JSON Schema needs of a valid spec's names: every spec type becomes a definition in
/// `$defs`, beside the schema's own definitions (`Envelope`, `Payload`, `RequestMessage`, …), so a
/// type may not take one of their names. The names come from the schema translator itself. An
/// extension's types sit beside the definitions of the extension's schema instead (`Message`,
/// `ExtensionChecks`, …); its base's types are in the base's schema.
enum SchemaNameRules {
    static func check(_ spec: ProtocolSpec) -> [Diagnostic] {
        let translator = SchemaTranslator(spec: spec)
        let isExtension = spec.inherited != nil
        let reserved = Set(
            (isExtension ? translator.extensionDefinitions : translator.ownDefinitions).map(\.key)
                + (isExtension ? Self.extensionReserved : []) + [SchemaTranslator.blobReference])
        return spec.own.types.filter { reserved.contains($0.name) }.map { type in
            .error(
                "type name '\(type.name)' is reserved in the JSON Schema: the schema defines '#/$defs/\(type.name)' itself; "
                    + "choose another name",
                at: type.location)
        }
    }

    /// The definitions an extension's schema has only when it declares codes or capabilities; a
    /// type may not take them either way, so adding a code never makes a type's name invalid.
    private static let extensionReserved = [
        SchemaTranslator.ExtensionNames.errorCode, SchemaTranslator.ExtensionNames.capabilityID,
    ]
}
