import BridgeGenKit

/// The names `protocol.ts` takes from the hand-written modules, gathered while it is printed, so it
/// imports exactly what it uses: under `noUnusedLocals`, tsc rejects an import nothing uses.
struct TypeScriptImports: Sendable {
    /// A hand-written module of the client, by the path `protocol.ts` imports it from.
    enum Module: String, CaseIterable, Sendable {
        case runtime = "./runtime.js"
        case errors = "./errors.js"
        case data = "./data.js"
    }

    /// The names used from each module; types carry a `type ` prefix, as the import spells them.
    private var names: [Module: Set<String>] = [:]

    /// Records a value (a class, a function, a constant) used from `module`.
    mutating func use(_ name: String, from module: Module) {
        names[module, default: []].insert(name)
    }

    /// Records a type used from `module`, imported with `type` so it leaves nothing in the JavaScript.
    mutating func useType(_ name: String, from module: Module) {
        names[module, default: []].insert("type \(name)")
    }

    /// One `import { … } from "…";` per module something is used from, in module order, its names in
    /// alphabetical order.
    func print(to printer: inout CodePrinter) {
        for module in Module.allCases {
            guard let used = names[module], !used.isEmpty else { continue }
            let sorted = used.sorted { Self.name(of: $0) < Self.name(of: $1) }
            printer.printList("import ", sorted, " from \(TypeScriptSyntax.literal(module.rawValue));", open: "{ ", close: " }")
        }
    }

    /// The name an import item imports, without its `type ` prefix.
    private static func name(of item: String) -> Substring {
        item.hasPrefix("type ") ? item.dropFirst(5) : item[...]
    }
}
