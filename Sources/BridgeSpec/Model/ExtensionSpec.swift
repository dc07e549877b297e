/// What makes a spec an extension: the protocol it extends, and its own name, version and namespace.
///
/// An extension spec (a capability package) adds capabilities, actions, events, types and error
/// codes to a base protocol, and may use the base's types and codes. It is loaded together with its
/// base into one `ProtocolSpec`, so that every rule sees the whole protocol; generators emit only
/// what the extension itself declares (`declares`).
package struct ExtensionSpec: Equatable, Sendable {
    /// The extension's name, such as `SignaturePad`: it names its generated declarations.
    package var name: String
    /// The extension's version, "major.minor".
    package var version: ProtocolVersion
    /// The prefix of its IDs: capabilities, actions and events start with `namespace.`, error codes
    /// with the namespace in capitals and `_`.
    package var namespace: String
    package var description: String?
    /// The base protocol it extends.
    package var base: BaseReference
    /// Where the `extension` section is.
    package var location: SourceLocation
    /// What the extension declares itself, by section: the rest of the spec is its base's.
    package var declared: DeclaredNames

    package init(
        name: String, version: ProtocolVersion, namespace: String, description: String?, base: BaseReference,
        location: SourceLocation, declared: DeclaredNames = DeclaredNames()
    ) {
        self.name = name
        self.version = version
        self.namespace = namespace
        self.description = description
        self.base = base
        self.location = location
        self.declared = declared
    }

    /// The prefix error codes of the extension start with: `SIGNATURE_` for `signature`.
    package var errorCodePrefix: String {
        namespace.uppercased().replacing(".", with: "_").replacing("-", with: "_") + "_"
    }
}

/// The protocol an extension extends, as its `extends` section names it.
package struct BaseReference: Equatable, Sendable {
    /// The base protocol's name, checked against the base spec: `GBGBridge`.
    package var protocolName: String
    /// The Swift module generated from the base, which the extension's Swift imports.
    package var module: String
    /// The base spec's path, relative to the extension spec; nil when `package` names it instead.
    package var path: String?
    /// The identity of the package whose `Protocol/bridge.yaml` is the base, for the build plugin.
    package var package: String?
    /// Where the `extends` section is.
    package var location: SourceLocation

    package init(protocolName: String, module: String, path: String?, package: String?, location: SourceLocation) {
        self.protocolName = protocolName
        self.module = module
        self.path = path
        self.package = package
        self.location = location
    }
}

/// The names one spec file declares, section by section.
package struct DeclaredNames: Equatable, Sendable {
    package var types: Set<String> = []
    package var actions: Set<String> = []
    package var events: Set<String> = []
    package var capabilities: Set<String> = []
    package var errorCodes: Set<String> = []

    package init() {}
}
