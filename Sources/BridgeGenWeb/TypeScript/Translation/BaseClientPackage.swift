import BridgeSpec

/// The base client's npm package, as an extension's module sees it: the package it imports from,
/// and which pieces of the base's types (decoders, encoders, `…Init` forms) that package exports
/// already, because the base's own actions and events need them. What the extension needs beyond
/// that, its module writes itself.
struct BaseClientPackage: Sendable {
    /// The package's name, such as `gbgbridge`: what pages install the base client as.
    let name: String
    /// The flow of the base's own actions and events, which decided what its client exports.
    let flow: TypeFlow

    /// The base of the extension `spec`, the layer it inherits.
    init(of spec: ProtocolSpec, base: Declarations) {
        name = PackageManifest.packageName(base.name)
        flow = TypeFlow(spec, actions: base.actions, events: base.events)
    }
}
