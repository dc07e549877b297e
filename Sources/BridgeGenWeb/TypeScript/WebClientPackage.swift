/// The web client's package before rendering: its files, in order.
package struct WebClientPackage: Sendable {
    /// One file of the package.
    enum File: Sendable {
        /// A generated module, rendered as `output`: its source, or in `dist/` its JavaScript or declarations.
        case module(name: String, TypeScriptModule, TypeScriptOutput = .source)
        /// A hand-written module (or its compiled JavaScript or declarations), copied after the
        /// generated-file notice.
        case copied(name: String, headerComment: [String], text: String)
        /// A JSON file: the notice as `//` comments (tsc reads `tsconfig.json` as JSONC), then the value.
        case json(name: String, headerComment: [String], value: SchemaValue)
    }

    /// The files, in the order they are written.
    var files: [File]
}

/// Where a module's compiled forms go: `dist/name.js` and `dist/name.d.ts` for `name.ts`.
package struct DistNames: Equatable, Sendable {
    /// The JavaScript's path in the package.
    package var script: String
    /// The declarations' path in the package.
    package var declarations: String

    /// The compiled forms of the module `fileName`; nil when it is no TypeScript module.
    package init?(_ fileName: String) {
        guard fileName.hasSuffix(".ts"), !fileName.contains("/") else { return nil }
        let stem = TypeScriptGenerator.distFolder + "/" + fileName.dropLast(3)
        script = stem + ".js"
        declarations = stem + ".d.ts"
    }
}
