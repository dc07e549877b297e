import BridgeGenKit
import BridgeSpec

/// Writes a generated module of the web client: `protocol.ts`, the generated half of a protocol's
/// client (its open value sets and typed error codes, its data types with their decoders and
/// encoders, the request and event maps, and the client class with a typed method per action), or
/// an extension's `extension.ts`, which adds the extension's own to a base client installed beside it.
///
/// Each part lives in its own extension file; this one orders them. Everything is printed through a
/// `CodePrinter`, in spec order, so the output is deterministic. The imports are printed last, above
/// the rest, from what the parts used.
struct ProtocolModuleWriter {
    /// The spec being written.
    let spec: ProtocolSpec
    /// What the spec declares itself, which this module defines: the protocol, or an extension's additions.
    let own: Declarations
    /// Which types the page receives and sends through this module's actions and events, and which
    /// typed pieces they need.
    let flow: TypeFlow
    /// For an extension's module, the base client's package it builds on; nil for `protocol.ts`.
    let base: BaseClientPackage?
    /// The module's body so far.
    var printer = CodePrinter(indentUnit: "  ")
    /// What the body takes from other modules.
    var imports: TypeScriptImports

    init(spec: ProtocolSpec) {
        self.spec = spec
        self.own = spec.own
        self.flow = TypeFlow(spec, actions: own.actions, events: own.events)
        self.base = spec.inherited.map { BaseClientPackage(of: spec, base: $0) }
        self.imports = TypeScriptImports(package: base?.name)
    }

    /// The module's text, after `header`.
    static func write(_ spec: ProtocolSpec, header: String) -> String {
        var writer = ProtocolModuleWriter(spec: spec)
        if writer.base == nil {
            writer.printBody()
        } else {
            writer.printExtensionBody()
        }
        var head = CodePrinter(indentUnit: "  ")
        head.print(header)
        writer.imports.print(to: &head)
        return head.content + writer.printer.content
    }

    private mutating func printBody() {
        printer.print()
        JSDoc.print(["The protocol version this client speaks, \"major.minor\"."], to: &printer)
        printer.print("export const PROTOCOL_VERSION = \(TypeScriptSyntax.literal(spec.version.description));")
        printSection("Statuses, error codes, environments, permission states")
        printSectionValues()
        printSection("Error codes, typed")
        printErrorCodeTypes()
        printSection("Capabilities")
        printCapabilityIDs()
        printCapabilityMap()
        printSection("Data types")
        for type in spec.types { printType(type) }
        printSection("Decoding received data, encoding sent data")
        printDecoders()
        printEncoders()
        printBlobFields(for: spec.actions)
        printSection("Actions and events")
        printRequestMap(actions: spec.actions, doc: Self.requestMapDoc)
        printActionErrors()
        printEventMap(name: "NativeToWebEvents", events: spec.events, reaching: \.reachesWeb, form: .typed,
                      doc: "Events the host sends to the page, by name, with the typed form of their data.")
        printEventMap(name: "WebToNativeEvents", events: spec.events, reaching: \.reachesNative, form: .initializer,
                      doc: "Events the page sends to the host, by name, with the form of their data the page writes.")
        printSection("Client")
        printProtocolInfo()
        printClient()
    }

    /// What the request map says of itself.
    static let requestMapDoc = "Every request action, with the form of its request data the page writes, the typed form of its "
        + "result, and the codes a failure may carry: those the action documents and the standard ones, or every known code "
        + "when the action documents none."

    /// A blank line and a `// MARK:` comment, as the Swift output uses, so both read alike.
    mutating func printSection(_ title: String) {
        printer.print()
        printer.print("// MARK: \(title)")
    }
}
