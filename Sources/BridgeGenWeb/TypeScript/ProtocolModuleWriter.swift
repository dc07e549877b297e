import BridgeGenKit
import BridgeSpec

/// Writes `protocol.ts`, the generated half of the web client: the protocol's open value sets and
/// typed error codes, its data types with their decoders and encoders, the request and event maps,
/// and the client class with a typed method per action.
///
/// Each part lives in its own extension file; this one orders them. Everything is printed through a
/// `CodePrinter`, in spec order, so the output is deterministic. The imports are printed last, above
/// the rest, from what the parts used.
struct ProtocolModuleWriter {
    /// The spec being written.
    let spec: ProtocolSpec
    /// Which types the page receives and sends, and which typed pieces they need.
    let flow: TypeFlow
    /// The module's body so far.
    var printer = CodePrinter(indentUnit: "  ")
    /// What the body takes from the hand-written modules.
    var imports = TypeScriptImports()

    init(spec: ProtocolSpec) {
        self.spec = spec
        self.flow = TypeFlow(spec)
    }

    /// The module's text, after `header`.
    static func write(_ spec: ProtocolSpec, header: String) -> String {
        var writer = ProtocolModuleWriter(spec: spec)
        writer.printBody()
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
        printSection("Actions and events")
        printRequestMap()
        printActionErrors()
        printEventMap(name: "NativeToWebEvents", reaching: \.reachesWeb, form: .typed,
                      doc: "Events the host sends to the page, by name, with the typed form of their data.")
        printEventMap(name: "WebToNativeEvents", reaching: \.reachesNative, form: .initializer,
                      doc: "Events the page sends to the host, by name, with the form of their data the page writes.")
        printSection("Client")
        printProtocolInfo()
        printClient()
    }

    /// A blank line and a `// MARK:` comment, as the Swift output uses, so both read alike.
    mutating func printSection(_ title: String) {
        printer.print()
        printer.print("// MARK: \(title)")
    }
}
