import BridgeGenKit
import BridgeSpec

/// Generates the web client: `protocol.ts` (generated from the spec), the hand-written modules it
/// builds on (copied), `index.ts` (what pages import), a strict `tsconfig.json` that compiles them
/// into an ES module with type declarations, and the `package.json` that makes the folder an npm
/// package.
///
/// For an extension spec it generates the extension's own package instead: `extension.ts`, which
/// imports the base client's package by name (`gbgbridge`) and adds the extension's typed API to a
/// base client, with its own `index.ts`, `tsconfig.json` and `package.json` (the base client as a
/// peer dependency). A page installs both packages and imports the extension's next to the base's.
///
/// The generator ships TypeScript source only: compiling it would need tsc inside the generator.
/// `tsc -p Generated/web` turns it into `.js` and `.d.ts`; the tests do exactly that, in strict mode.
package enum TypeScriptGenerator {
    /// The `--language` name, as headers quote it.
    package static let language = "typescript"

    /// The file names of a protocol's client, in the order `generate` returns them.
    package static let fileNames = ["index.ts", "protocol.ts"] + TypeScriptRuntimeSource.fileNames
        + ["tsconfig.json", "package.json"]

    /// The file names of an extension's package, in the order `generate` returns them.
    package static let extensionFileNames = ["index.ts", "extension.ts", "tsconfig.json", "package.json"]

    /// Every file. Deterministic: the same spec and options give the same bytes.
    package static func generate(_ spec: ProtocolSpec, options: GeneratorOptions) -> [OutputFile] {
        let header = WebOutputHeader.lineComments(options, language: language)
        let notice = WebOutputHeader.lines(options, language: language).joined(separator: " ")
        if let base = spec.inherited {
            return [
                OutputFile(name: "index.ts", contents: header + extensionIndex(spec.own, base: base)),
                OutputFile(name: "extension.ts", contents: ProtocolModuleWriter.write(spec, header: header)),
                OutputFile(name: "tsconfig.json", contents: header + tsconfig(extensionFileNames)),
                OutputFile(name: "package.json", contents: PackageManifest.text(spec, notice: notice)),
            ]
        }
        return [
            OutputFile(name: "index.ts", contents: header + index),
            OutputFile(name: "protocol.ts", contents: ProtocolModuleWriter.write(spec, header: header)),
        ] + TypeScriptRuntimeSource.fileNames.map { name in
            OutputFile(name: name, contents: header + "\n" + (TypeScriptRuntimeSource.texts[name] ?? ""))
        } + [
            OutputFile(name: "tsconfig.json", contents: header + tsconfig(fileNames)),
            OutputFile(name: "package.json", contents: PackageManifest.text(spec, notice: notice)),
        ]
    }

    /// What pages import: every module but the configuration.
    private static let index = """

        // What pages import: the protocol's typed client, and the runtime, errors, data helpers, extension
        // support and blob references it builds on.
        export * from "./protocol.js";
        export * from "./runtime.js";
        export * from "./errors.js";
        export * from "./data.js";
        export * from "./extensions.js";
        export * from "./blobs.js";

        """

    /// What pages import from an extension's package, next to the base client's.
    private static func extensionIndex(_ own: Declarations, base: Declarations) -> String {
        let client = PackageManifest.packageName(base.name)
        return """

            // What pages import, next to the base client (\(client)): the \(own.name) extension's typed API.
            export * from "./extension.js";

            """
    }

    /// Compiles the modules among `files`, strictly, into `dist/` as an ES module with declarations:
    /// `tsc -p Generated/web` (or `--outDir` elsewhere). An extension's package resolves the base
    /// client by package name, from `node_modules`, as a web project installs it.
    private static func tsconfig(_ files: [String]) -> String {
        """
        {
          "compilerOptions": {
            "strict": true,
            "target": "ES2020",
            "module": "ES2020",
            "moduleResolution": "node",
            "lib": ["ES2020", "DOM"],
            "declaration": true,
            "outDir": "dist"
          },
          "files": [\(files.filter { $0.hasSuffix(".ts") }.map(TypeScriptSyntax.literal).joined(separator: ", "))]
        }

        """
    }
}
