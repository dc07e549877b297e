/// A TypeScript module as the generator writes it: a header comment, its imports, then its
/// declarations. The translation fills it; `TypeScriptRenderer` alone turns it into text.
struct TypeScriptModule: Equatable, Sendable {
    /// The lines of the `//` comment at the top, without the slashes.
    var headerComment: [String]
    /// What the module takes from other modules, one import per module.
    var imports: [TypeScriptImport]
    /// The module's declarations, in order.
    var declarations: [TypeScriptDeclaration]
}

/// `import { a, type B } from "module";`.
struct TypeScriptImport: Equatable, Sendable {
    /// One imported name.
    struct Name: Equatable, Sendable {
        /// The name the module exports.
        var name: String
        /// Whether only its type is used, so that it leaves nothing in the JavaScript (`type B`).
        var isTypeOnly: Bool
    }

    /// The names, in the order they are written.
    var names: [Name]
    /// The module specifier, such as `./runtime.js` or a package name.
    var module: String
}
