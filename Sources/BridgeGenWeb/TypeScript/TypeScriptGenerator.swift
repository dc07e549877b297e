import BridgeGenKit
import BridgeSpec

/// Generates the web client: `protocol.ts` (generated from the spec), the hand-written modules it
/// builds on (copied), `index.ts` (what pages import), a strict `tsconfig.json` that compiles them
/// into an ES module with type declarations, and the `package.json` that makes the folder an npm
/// package. The same package holds the iframe host, `host.ts` (generated) on its hand-written
/// `host-*.ts` modules, which a page that frames a journey imports as `gbgbridge/host`: one
/// package to install, and pages that only talk to a host never load it. Its files sit beside the
/// client's rather than in a folder of their own, so the package stays one flat folder that one
/// `tsc -p .` compiles and that the generator keeps free of stale files.
///
/// For an extension spec it generates the extension's own package instead: `extension.ts`, which
/// imports the base client's package by name (`gbgbridge`) and adds the extension's typed API to a
/// base client, with its own `index.ts`, `tsconfig.json` and `package.json` (the base client as a
/// peer dependency). A page installs both packages and imports the extension's next to the base's.
///
/// The package installs without a build step: `dist/` holds each module's JavaScript (an ES2020
/// module) and declarations (`.d.ts`), which `package.json` points at. The generated modules' are
/// rendered from the same tree as their TypeScript, with the types erased or the values left out,
/// so the generator needs no compiler; the hand-written modules' are tsc's, compiled once and kept
/// beside them as resources (`.ci/compile-web-resources`). The tests run and type-check the
/// shipped `dist/` without building it, and compile the sources with tsc besides.
package enum TypeScriptGenerator {
    /// The `--language` name, as headers quote it.
    package static let language = "typescript"

    /// The file names of a protocol's client, in the order `generate` returns them.
    package static let fileNames = withDist(
        ["index.ts", "protocol.ts", "host.ts"] + TypeScriptRuntimeSource.fileNames
            + [SimulatorDescription.fileName, TypeScriptRuntimeSource.simulatorServer, "tsconfig.json", "package.json"])

    /// The file names of an extension's package, in the order `generate` returns them.
    package static let extensionFileNames = withDist([
        "index.ts", "extension.ts", "host.ts", SimulatorDescription.fileName, "tsconfig.json", "package.json",
    ])

    /// The folder of the compiled modules, which `package.json` points at.
    package static let distFolder = "dist"

    /// `names`, then each module's JavaScript and declarations in `dist/`.
    private static func withDist(_ names: [String]) -> [String] {
        names + names.compactMap(DistNames.init).flatMap { [$0.script, $0.declarations] }
    }

    /// Every file of the package: the generated modules as TypeScript declarations, the hand-written
    /// ones as they are, the configuration and manifest as JSON.
    package static func translate(_ spec: ProtocolSpec, options: GeneratorOptions) -> WebClientPackage {
        let sources = sourceFiles(spec, options: options)
        return WebClientPackage(files: sources.files + sources.files.flatMap(compiled))
    }

    /// The package's files but `dist/`.
    private static func sourceFiles(_ spec: ProtocolSpec, options: GeneratorOptions) -> WebClientPackage {
        let header = WebOutputHeader.lines(options, language: language)
        let notice = header.joined(separator: " ")
        let module = TypeScriptTranslator.translate(spec, headerComment: header)
        if let base = spec.inherited {
            return WebClientPackage(files: [
                .module(
                    name: "index.ts",
                    TypeScriptModule(headerComment: header, imports: [], declarations: [extensionIndex(spec.own, base: base)])),
                .module(name: "extension.ts", module),
                .module(name: "host.ts", HostTranslator.translate(spec, headerComment: header)),
                .json(
                    name: SimulatorDescription.fileName, headerComment: [], value: SimulatorDescription.of(spec, notice: notice)),
                .json(name: "tsconfig.json", headerComment: header, value: tsconfig(extensionFileNames)),
                .json(name: "package.json", headerComment: [], value: PackageManifest.manifest(spec, notice: notice)),
            ])
        }
        return WebClientPackage(
            files: [
                .module(name: "index.ts", TypeScriptModule(headerComment: header, imports: [], declarations: [index])),
                .module(name: "protocol.ts", module),
                .module(name: "host.ts", HostTranslator.translate(spec, headerComment: header)),
            ]
                + TypeScriptRuntimeSource.fileNames.map { name in
                    .copied(name: name, headerComment: header, text: TypeScriptRuntimeSource.texts[name] ?? "")
                } + [
                    .json(
                        name: SimulatorDescription.fileName, headerComment: [],
                        value: SimulatorDescription.of(spec, notice: notice)),
                    .copied(
                        name: TypeScriptRuntimeSource.simulatorServer, headerComment: header,
                        text: TypeScriptRuntimeSource.texts[TypeScriptRuntimeSource.simulatorServer] ?? ""),
                    .json(name: "tsconfig.json", headerComment: header, value: tsconfig(fileNames)),
                    .json(name: "package.json", headerComment: [], value: PackageManifest.manifest(spec, notice: notice)),
                ])
    }

    /// The compiled forms of `file`, a module's JavaScript and declarations; none for other files.
    private static func compiled(_ file: WebClientPackage.File) -> [WebClientPackage.File] {
        switch file {
        case .module(let name, let module, _):
            guard let dist = DistNames(name) else { return [] }
            return [.module(name: dist.script, module, .javaScript), .module(name: dist.declarations, module, .declarationFile)]
        case .copied(let name, let headerComment, _):
            guard let dist = DistNames(name) else { return [] }
            return [dist.script, dist.declarations].map { compiledName in
                .copied(
                    name: compiledName, headerComment: headerComment,
                    text: TypeScriptRuntimeSource.compiledTexts[String(compiledName.dropFirst(distFolder.count + 1))] ?? "")
            }
        case .json:
            return []
        }
    }

    /// Every file's text, in order. Deterministic: the same spec and options give the same bytes.
    package static func render(_ package: WebClientPackage, options: GeneratorOptions) -> [OutputFile] {
        let renderer = TypeScriptRenderer(), json = JSONRenderer()
        return package.files.map { file in
            switch file {
            case .module(let name, let module, let output):
                OutputFile(name: name, contents: TypeScriptRenderer(output: output).render(module))
            case .copied(let name, let headerComment, let text):
                OutputFile(
                    name: name,
                    contents: renderer.render(TypeScriptModule(headerComment: headerComment, imports: [], declarations: []))
                        + "\n" + text)
            case .json(let name, let headerComment, let value):
                OutputFile(name: name, contents: json.render(value, headerComment: headerComment))
            }
        }
    }

    /// What pages import: every module but the configuration.
    private static let index = TypeScriptDeclaration.reexports(
        comment: [
            "What pages import: the protocol's typed client, and the runtime, errors, data helpers, extension",
            "support and blob references it builds on.",
        ],
        modules: ["./protocol.js", "./runtime.js", "./errors.js", "./data.js", "./extensions.js", "./blobs.js"])

    /// What pages import from an extension's package, next to the base client's.
    private static func extensionIndex(_ own: Declarations, base: Declarations) -> TypeScriptDeclaration {
        let client = PackageManifest.packageName(base.name)
        return .reexports(
            comment: ["What pages import, next to the base client (\(client)): the \(own.name) extension's typed API."],
            modules: ["./extension.js"])
    }

    /// Compiles the modules among `files`, strictly, into `dist/` as an ES module with declarations,
    /// as the shipped `dist/` is: for projects that compile the sources themselves (`tsc -p`, or
    /// `--outDir` elsewhere). An extension's package resolves the base client by package name, from
    /// `node_modules`, as a web project installs it.
    private static func tsconfig(_ files: [String]) -> SchemaValue {
        [
            "compilerOptions": [
                "strict": true,
                "target": "ES2020",
                "module": "ES2020",
                "moduleResolution": "node",
                "lib": ["ES2020", "DOM"],
                "declaration": true,
                "outDir": "dist",
            ],
            "files": .array(files.filter { DistNames($0) != nil }.map(SchemaValue.string)),
        ]
    }
}
