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
        /// The base protocol's generated module, which an extension's module and the host import from.
        case `protocol` = "./protocol.js"
        /// The iframe host's runtime, which the generated host builds on.
        case hostRuntime = "./host-runtime.js"
        /// The iframe host's slots and handlers.
        case hostSlot = "./host-slot.js"
        /// What the host's runtime knows of a protocol.
        case hostProtocol = "./host-protocol.js"
        /// An extension's own generated module, which its host module imports from.
        case extensionModule = "./extension.js"
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

    /// Where `module`'s names come from: the module itself, or for an extension's modules the base
    /// client's package (`gbgbridge`), its host's subpath (`gbgbridge/host`), or the extension's
    /// own generated module beside them.
    private func source(of module: Module) -> String {
        guard let package else { return module.rawValue }
        switch module {
        case .hostRuntime, .hostSlot, .hostProtocol: return package + "/host"
        case .extensionModule: return module.rawValue
        default: return package
        }
    }

    /// One import per source something is used from, in module order (one for the package, for an
    /// extension's module), its names in alphabetical order.
    var list: [TypeScriptImport] {
        var sources: [(from: String, values: Set<String>, types: Set<String>)] = []
        for module in Module.allCases {
            let from = source(of: module)
            if let index = sources.firstIndex(where: { $0.from == from }) {
                sources[index].values.formUnion(values[module] ?? [])
                sources[index].types.formUnion(types[module] ?? [])
            } else {
                sources.append((from, values[module] ?? [], types[module] ?? []))
            }
        }
        return sources.compactMap { source, values, types in
            // A name imported as a value serves as its type too; importing both would declare it twice.
            let names =
                values.map { TypeScriptImport.Name(name: $0, isTypeOnly: false) }
                + types.subtracting(values).map { TypeScriptImport.Name(name: $0, isTypeOnly: true) }
            guard !names.isEmpty else { return nil }
            return TypeScriptImport(names: names.sorted { $0.name < $1.name }, module: source)
        }
    }
}
