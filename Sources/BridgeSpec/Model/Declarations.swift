/// One layer of a spec: what a protocol declares, or what an extension adds to its base, with the
/// name and version it is published under and its elements, each list in spec order.
///
/// A protocol's spec and an extension's load alike, as one protocol (see `ExtensionSpec`). A
/// generator reads both the same way: it writes `own`, the layer the spec declares itself, and
/// refers to `inherited`, the base's layer that the base's generated code already defines. A
/// protocol inherits nothing.
package struct Declarations: Sendable {
    /// The name the layer is published under: the protocol's (`GBGBridge`), or the extension's
    /// (`SignaturePad`), after which its generated declarations and packages are named.
    package var name: String
    /// Its version: the protocol's, or the extension's own.
    package var version: ProtocolVersion
    package var description: String?
    /// Where it is declared: the `protocol` section, or the `extension` section.
    package var location: SourceLocation
    package var actions: [ActionSpec]
    package var events: [EventSpec]
    package var types: [TypeSpec]
    package var capabilities: [CapabilitySpec]
    package var errorCodes: [ErrorCodeSpec]
}

extension ProtocolSpec {
    /// The layer the spec declares itself, which its generated code defines: the whole protocol, or
    /// the extension's additions. Each call filters the spec's lists, so read it once per use.
    package var own: Declarations {
        let layer =
            extensionSpec.map { ($0.name, $0.version, $0.description, $0.location) } ?? (name, version, description, location)
        return Declarations(
            name: layer.0, version: layer.1, description: layer.2, location: layer.3,
            actions: actions.filter { emits(action: $0.id) }, events: events.filter { emits(event: $0.name) },
            types: types.filter { emits(type: $0.name) }, capabilities: capabilities.filter { emits(capability: $0.id) },
            errorCodes: errorCodes.filter { emits(errorCode: $0.code) })
    }

    /// The layer the spec builds on, which the base's generated code defines and the spec's refers to:
    /// nil for a protocol, the base protocol for an extension.
    package var inherited: Declarations? {
        guard extensionSpec != nil else { return nil }
        return Declarations(
            name: name, version: version, description: description, location: location,
            actions: actions.filter { !emits(action: $0.id) }, events: events.filter { !emits(event: $0.name) },
            types: types.filter { !emits(type: $0.name) }, capabilities: capabilities.filter { !emits(capability: $0.id) },
            errorCodes: errorCodes.filter { !emits(errorCode: $0.code) })
    }
}
