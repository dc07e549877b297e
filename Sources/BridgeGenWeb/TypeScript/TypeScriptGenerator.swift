import BridgeGenKit
import BridgeSpec

/// Generates the web client: `protocol.ts` (generated from the spec), the hand-written modules it
/// builds on (copied), `index.ts` (what pages import), a strict `tsconfig.json` that compiles them
/// into an ES module with type declarations, and the `package.json` that makes the folder an npm
/// package.
///
/// The generator ships TypeScript source only: compiling it would need tsc inside the generator.
/// `tsc -p Generated/web` turns it into `.js` and `.d.ts`; the tests do exactly that, in strict mode.
package enum TypeScriptGenerator {
    /// The `--language` name, as headers quote it.
    package static let language = "typescript"

    /// The file names, in the order `generate` returns them.
    package static let fileNames = ["index.ts", "protocol.ts"] + TypeScriptRuntimeSource.fileNames
        + ["tsconfig.json", "package.json"]

    /// The TypeScript modules, which `tsconfig.json` compiles.
    static let moduleNames = fileNames.filter { $0.hasSuffix(".ts") }

    /// Every file. Deterministic: the same spec and options give the same bytes.
    package static func generate(_ spec: ProtocolSpec, options: GeneratorOptions) -> [OutputFile] {
        let header = WebOutputHeader.lineComments(options, language: language)
        let notice = WebOutputHeader.lines(options, language: language).joined(separator: " ")
        return [
            OutputFile(name: "index.ts", contents: header + index),
            OutputFile(name: "protocol.ts", contents: ProtocolModuleWriter.write(spec, header: header)),
        ] + TypeScriptRuntimeSource.fileNames.map { name in
            OutputFile(name: name, contents: header + "\n" + (TypeScriptRuntimeSource.texts[name] ?? ""))
        } + [
            OutputFile(name: "tsconfig.json", contents: header + tsconfig),
            OutputFile(name: "package.json", contents: PackageManifest.text(spec, notice: notice)),
        ]
    }

    /// What pages import: every module but the configuration.
    private static let index = """

        // What pages import: the protocol's typed client, and the runtime, errors and data helpers it builds on.
        export * from "./protocol.js";
        export * from "./runtime.js";
        export * from "./errors.js";
        export * from "./data.js";

        """

    /// Compiles the client, strictly, into `dist/` as an ES module with declarations:
    /// `tsc -p Generated/web` (or `--outDir` elsewhere).
    private static let tsconfig = """
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
          "files": [\(moduleNames.map(TypeScriptSyntax.literal).joined(separator: ", "))]
        }

        """
}
