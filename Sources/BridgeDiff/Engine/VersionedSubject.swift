import BridgeSpec

/// What a spec versions: the protocol itself, or, for an extension spec, the extension.
///
/// An extension spec loads as its base with the extension's additions, so the loaded protocol's
/// name, version and location are the base's. An extension's author can neither change those nor
/// clear a finding about them: a review of an extension names, versions and locates the extension,
/// whose version pages see in the negotiation's capability versions.
struct VersionedSubject {
    /// "GBGBridge", or the extension's name, such as "SignaturePad".
    var name: String
    /// The version its author bumps.
    var version: ProtocolVersion
    /// Its description.
    var description: String?
    /// Where it is declared: the `protocol` or the `extension` section.
    var location: SourceLocation
    /// Whether it is an extension of the spec's protocol.
    var isExtension: Bool

    init(_ spec: ProtocolSpec) {
        let own = spec.own
        name = own.name
        version = own.version
        description = own.description
        location = own.location
        isExtension = spec.extensionSpec != nil
    }

    /// "the protocol" or "the extension", as findings name it.
    var kind: String { isExtension ? "the extension" : "the protocol" }

    /// "the protocol version" or "the extension's version", as findings name it.
    var versionName: String { isExtension ? "the extension's version" : "the protocol version" }
}
