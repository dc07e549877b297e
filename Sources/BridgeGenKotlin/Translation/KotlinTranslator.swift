import BridgeGenKit
import BridgeSpec

/// Turns a valid spec into Kotlin files, one per concern: the spec's types, its identifiers, the
/// protocol definition the runtime needs, the host with its typed slots, handlers and senders, and
/// the page's events as typed values. An extension's files hold its own declarations, in a package
/// of their own, on the base's.
struct KotlinTranslator {
    /// The file names, in the order `translate` returns them.
    static let fileNames = ["Types.kt", "Identifiers.kt", "Protocol.kt", "Events.kt", "Host.kt"]

    let spec: ProtocolSpec
    let visibility: KotlinVisibility
    let mapping: KotlinTypeMapping
    let names: KotlinGeneratedNames

    init(spec: ProtocolSpec, visibility: KotlinVisibility) {
        self.spec = spec
        self.visibility = visibility
        self.mapping = KotlinTypeMapping(spec: spec)
        self.names = KotlinGeneratedNames(spec)
    }

    func translate(headerComment: [String]) -> [KotlinFile] {
        let package = KotlinNaming.packageName(of: spec)
        var imports = [KotlinNaming.runtimePackage + ".*"]
        if spec.extensionSpec != nil { imports.insert(KotlinNaming.basePackage + ".*", at: 0) }
        let optIns = ["BridgeGeneratedApi"]
        func file(_ name: String, _ declarations: [KotlinDeclaration]) -> KotlinFile {
            KotlinFile(
                name: name, headerComment: headerComment, packageName: package, imports: imports, optIns: optIns,
                declarations: declarations)
        }
        return [
            file("Types.kt", translateTypes()),
            file("Identifiers.kt", translateIdentifiers()),
            file("Protocol.kt", [translateProtocol()]),
            file("Events.kt", translateEvents()),
            file("Host.kt", [translateHost()]),
        ]
    }

    /// The KDoc of an element: its description, and where the spec declares it.
    func doc(_ description: String?, _ path: String) -> [String] {
        [description ?? "", "Generated from `\(path)`."].filter { !$0.isEmpty }
    }
}

/// The names the generated Kotlin declares for a spec besides its types: its protocol object, host
/// class, identifier objects and incoming event type, each from the spec's (or the extension's) name.
struct KotlinGeneratedNames {
    let prefix: String
    let base: String?

    init(_ spec: ProtocolSpec) {
        prefix = spec.extensionSpec?.name ?? spec.name
        base = spec.extensionSpec == nil ? nil : spec.name
    }

    var protocolObject: String { prefix + "Protocol" }
    var host: String { prefix + "Host" }
    var actions: String { prefix + "Actions" }
    var events: String { prefix + "Events" }
    var capabilities: String { prefix + "Capabilities" }
    var errorCodes: String { prefix + "ErrorCodes" }
    var incomingEvent: String { prefix + "IncomingEvent" }

    /// Every name these declare.
    var all: [String] { [protocolObject, host, actions, events, capabilities, errorCodes, incomingEvent] }
}
