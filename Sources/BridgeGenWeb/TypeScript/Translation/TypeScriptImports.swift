/// The names a generated module takes from others, gathered while it is translated, so it imports
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

    /// The names used as values from each module.
    private var values: [Module: Set<String>] = [:]
    /// The names used only as types from each module.
    private var types: [Module: Set<String>] = [:]

    /// Records a value (a class, a function, a constant) used from `module`.
    mutating func use(_ name: String, from module: Module) {
        values[module, default: []].insert(name)
    }

    /// Records a type used from `module`, imported with `type` so it leaves nothing in the JavaScript.
    mutating func useType(_ name: String, from module: Module) {
        types[module, default: []].insert(name)
    }

    /// One import per module something is used from, in module order (one for the package, for an
    /// extension's module), its names in alphabetical order.
    var list: [TypeScriptImport] {
        let sources: [(from: String, values: Set<String>, types: Set<String>)] = package.map { package in
            [(package, values.values.reduce(into: []) { $0.formUnion($1) }, types.values.reduce(into: []) { $0.formUnion($1) })]
        } ?? Module.allCases.map { ($0.rawValue, values[$0] ?? [], types[$0] ?? []) }
        return sources.compactMap { source, values, types in
            // A name imported as a value serves as its type too; importing both would declare it twice.
            let names = values.map { TypeScriptImport.Name(name: $0, isTypeOnly: false) }
                + types.subtracting(values).map { TypeScriptImport.Name(name: $0, isTypeOnly: true) }
            guard !names.isEmpty else { return nil }
            return TypeScriptImport(names: names.sorted { $0.name < $1.name }, module: source)
        }
    }
}
