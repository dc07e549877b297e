import BridgeGenCore
import BridgeSpec
import Foundation

/// Writes `protocol.ts`, the generated half of the web client: the protocol's open value sets, its
/// data types, the request and event maps, and the client class with a typed method per action.
///
/// Each part lives in its own extension file; this one orders them. Everything is printed through a
/// `CodePrinter`, in spec order, so the output is deterministic.
struct ProtocolModuleWriter {
    /// The spec being written.
    let spec: ProtocolSpec
    /// The text so far.
    var printer = CodePrinter(indentUnit: "  ")

    /// The names `protocol.ts` imports from `runtime.ts`: only those it uses, so the module compiles
    /// under `noUnusedLocals` too.
    var runtimeImports: [String] {
        let fieldTypes = spec.types.flatMap(\.fields).map { TypeScriptSyntax.type(of: $0.type) }
        var imports = ["BridgeClient", "type BridgeClientOptions"]
        if spec.events.contains(where: { $0.data == nil }) { imports.append("type EmptyEventData") }
        if fieldTypes.contains(where: { $0.contains("JSONValue") }) { imports.append("type JSONValue") }
        imports.append("type RequestOptions")
        return imports
    }

    /// The module's text, after `header`.
    static func write(_ spec: ProtocolSpec, header: String) -> String {
        var writer = ProtocolModuleWriter(spec: spec)
        writer.printer.print(header)
        writer.printList("import ", writer.runtimeImports, " from \"./runtime.js\";", open: "{ ", close: " }")
        writer.printer.print()
        JSDoc.print(["The protocol version this client speaks, \"major.minor\"."], to: &writer.printer)
        writer.printer.print("export const PROTOCOL_VERSION = \(TypeScriptSyntax.literal(spec.version.description));")
        writer.printSection("Statuses, error codes, environments, permission states")
        writer.printSectionValues()
        writer.printSection("Capabilities")
        writer.printCapabilityIDs()
        writer.printCapabilityMap()
        writer.printSection("Data types")
        for type in spec.types { writer.printType(type) }
        writer.printSection("Actions and events")
        writer.printRequestMap()
        writer.printEventMap(name: "NativeToWebEvents", reaching: \.reachesWeb,
                             doc: "Events the host sends to the page, by name, with the type of their data.")
        writer.printEventMap(name: "WebToNativeEvents", reaching: \.reachesNative,
                             doc: "Events the page sends to the host, by name, with the type of their data.")
        writer.printSection("Client")
        writer.printClient()
        return writer.printer.content
    }

    /// Prints `head` `open` items `close` `tail` on one line when it fits in `JSDoc.lineLength`;
    /// otherwise one item per line, each with a trailing comma, as prettier lays it out.
    mutating func printList(_ head: String, _ items: [String], _ tail: String, open: String = "(", close: String = ")") {
        let line = head + open + items.joined(separator: ", ") + close + tail
        guard printer.indentationWidth + line.count > JSDoc.lineLength else { return printer.print(line) }
        printer.print(head + open.trimmingCharacters(in: .whitespaces))
        printer.withIndentation { printer in
            for item in items { printer.print(item + ",") }
        }
        printer.print(close.trimmingCharacters(in: .whitespaces) + tail)
    }

    /// A blank line and a `// MARK:` comment, as the Swift output uses, so both read alike.
    mutating func printSection(_ title: String) {
        printer.print()
        printer.print("// MARK: \(title)")
    }
}
