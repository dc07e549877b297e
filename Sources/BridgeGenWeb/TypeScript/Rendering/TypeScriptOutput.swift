/// The kinds of file the renderer writes from one module's tree.
///
/// The web package ships all three: the `.ts` sources for readers and for projects that compile
/// them, and in `dist/` the `.js` and `.d.ts` that `tsc --declaration` would write from them, so a
/// project installs the package without building it and the generator needs no compiler.
enum TypeScriptOutput: Sendable {
    /// The `.ts` source.
    case source
    /// The ES module a browser or Node runs: the source with its types erased, as tsc emits it for
    /// ES2020 (type-only imports, types, interfaces, overloads, casts and annotations removed; a
    /// class's static properties assigned after it, since static fields are ES2022).
    case javaScript
    /// The `.d.ts` declarations: the exported names with their types and JSDoc, without bodies or
    /// values, as tsc declares them.
    case declarationFile
}

extension TypeScriptImport {
    /// The import as JavaScript keeps it: its value names, or nil when it names only types.
    var valueImport: TypeScriptImport? {
        let values = names.filter { !$0.isTypeOnly }
        return values.isEmpty ? nil : TypeScriptImport(names: values, module: module)
    }
}
