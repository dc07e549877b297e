/// The web client's package before rendering: its files, in order.
package struct WebClientPackage: Sendable {
    /// One file of the package.
    enum File: Sendable {
        /// A generated module.
        case module(name: String, TypeScriptModule)
        /// A hand-written module, copied after the generated-file notice.
        case copied(name: String, headerComment: [String], text: String)
        /// A JSON file: the notice as `//` comments (tsc reads `tsconfig.json` as JSONC), then the value.
        case json(name: String, headerComment: [String], value: SchemaValue)
    }

    /// The files, in the order they are written.
    var files: [File]
}
