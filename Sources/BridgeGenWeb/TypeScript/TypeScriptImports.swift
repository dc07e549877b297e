import BridgeGenKit

/// The names a generated module takes from others, gathered while it is printed, so it imports
/// exactly what it uses: under `noUnusedLocals`, tsc rejects an import nothing uses.
///
/// `protocol.ts` imports from the client's hand-written modules beside it; an extension's module
/// imports everything, the base's generated names included, from the base client's package.
struct TypeScriptImports: Sendable {
    /// A module of the client, by the path `protocol.ts` imports it from.
    enum Module: String, CaseIterable, Sendable {
        case runtime = "./runtime.js"
        case errors = "./errors.js"
        case data = "./data.js"
        case extensions = "./extensions.js"
        case blobs = "./blobs.js"
        /// The base protocol's generated module, which only an extension's module imports from.
        case `protocol` = "./protocol.js"
    }

    /// The package every name comes from instead, for an extension's module; nil for `protocol.ts`.
    let package: String?

    init(package: String? = nil) {
        self.package = package
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

    /// One `import { … } from "…";` per module something is used from, in module order (one for the
    /// package, for an extension's module), its names in alphabetical order.
    func print(to printer: inout CodePrinter) {
        let sources: [(from: String, names: Set<String>)] = package.map { package in
            [(package, names.values.reduce(into: Set<String>()) { $0.formUnion($1) })]
        } ?? Module.allCases.map { ($0.rawValue, names[$0] ?? []) }
        for (source, used) in sources where !used.isEmpty {
            // A name imported as a value serves as its type too; importing both would declare it twice.
            let sorted = used.filter { !$0.hasPrefix("type ") || !used.contains(String(Self.name(of: $0))) }
                .sorted { Self.name(of: $0) < Self.name(of: $1) }
            printer.printList("import ", sorted, " from \(TypeScriptSyntax.literal(source));", open: "{ ", close: " }")
        }
    }

    /// The name an import item imports, without its `type ` prefix.
    private static func name(of item: String) -> Substring {
        item.hasPrefix("type ") ? item.dropFirst(5) : item[...]
    }
}
