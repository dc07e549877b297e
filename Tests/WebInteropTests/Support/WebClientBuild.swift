import Foundation
import TestSupport

/// A generated client, its extensions' packages and test pages, compiled with tsc in strict mode
/// (plus the stricter optional checks) into a temporary folder that Node and Chromium run them from.
///
/// Layout: `src/gbgbridge/*.ts` is the client (Generated/web as checked in, or one generated from a
/// fixture spec); `src/<package>/*.ts` each extension's package, by its npm name
/// (`gbgbridge-signature-pad`); `src/*.ts` are the pages, which import them as
/// `./gbgbridge/index.js` and `./<package>/index.js`, and `Fixtures/Shared`. Extensions import the
/// client by its package name, as in a web project: tsc resolves it through `paths`, Node through
/// `out/node_modules/<name>`, a link to `out/gbgbridge`, and Chromium through page.html's import map,
/// so all of them load the one client module the pages load. `out/` gets the ES modules and
/// declarations, the pages' scripts and HTML, and a package.json that makes Node read them as ES modules.
///
/// The packages' modules in `out/` are then replaced by the JavaScript each package ships in its
/// `dist/`, so that every page runs the generator's rendering of the generated modules, the one
/// projects install, not tsc's: tsc only checks that the pages compile against the sources.
enum WebClientBuild {
    /// tsc's checks beyond `--strict`, so the client compiles in the strictest projects too.
    static let extraChecks = [
        "--exactOptionalPropertyTypes", "--noUnusedLocals", "--noUnusedParameters", "--noImplicitReturns",
        "--noUncheckedIndexedAccess", "--noImplicitOverride", "--noPropertyAccessFromIndexSignature",
    ]

    /// The compiler settings the client targets: an ES2020 module for browsers, with declarations.
    static let moduleSettings = ["--target", "ES2020", "--module", "ES2020", "--moduleResolution", "node", "--lib", "ES2020,DOM"]

    /// Runs `tsc --strict --noEmit` with the extra checks on `file` in `folder` and what it imports.
    static func typeCheck(_ folder: URL, file: String = "index.ts") throws -> ChildProcess.Result {
        try ChildProcess.run(["tsc", "--strict", "--noEmit"] + extraChecks + moduleSettings + [file], in: folder, timeout: 180)
    }

    /// Generated/web, the signature pad's web package, an extension no host serves (generated from
    /// Fixtures/Extensions/absent-extension.yaml) and the pages in Fixtures, built on first use and
    /// shared by every test: the `out` folder, or tsc's complaint.
    static let output: Result<URL, BuildFailure> = {
        let shipped = root.appendingPathComponent("shipped")
        do {
            let absent = try ExtensionFixtures.generate(ExtensionFixtures.absent, label: "absent-extension")
            return build(
                client: PackagePaths.generatedWeb, extensions: [PackagePaths.signaturePadWeb, absent],
                pages: PackagePaths.fixtures, in: shipped)
        } catch {
            return .failure(BuildFailure(description: "Could not generate the absent extension: \(error)"))
        }
    }()

    /// Why a build failed, for the test that needed it.
    struct BuildFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The temporary folder of this test run, removed when the process exits.
    static let root: URL = {
        atexit { try? FileManager.default.removeItem(at: WebClientBuild.root) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("WebInteropTests-\(UUID().uuidString)")
    }()

    /// Builds the client in `client` and the extension packages in `extensions` with the pages in
    /// `pages` (and the shared ones) in `folder`; gives its `out` folder.
    static func build(client: URL, extensions: [URL] = [], pages: URL, in folder: URL) -> Result<URL, BuildFailure> {
        do {
            let source = try sources(client: client, extensions: extensions, pages: pages, in: folder)
            let output = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let pageFiles = try FileManager.default.contentsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".ts") }
                .sorted()
            // The simulator's page is no page's import: simulate.mjs loads it, so it is compiled by name.
            let simulator = FileManager.default.fileExists(atPath: client.appendingPathComponent("simulator.ts").path)
            let files = pageFiles + (simulator ? ["gbgbridge/simulator.ts"] : [])
            let clientName = try packageName(of: client)
            let result = try compile(files, clientName: clientName, in: folder, options: ["--declaration"])
            guard result.status == 0, !result.timedOut else {
                return .failure(
                    BuildFailure(description: "tsc failed (\(result.status)):\n\(result.output)\n\(result.errorTail)"))
            }
            for (package, name) in [(client, "gbgbridge")] + (try extensions.map { ($0, try packageName(of: $0)) }) {
                // What simulate.mjs reads beside the compiled modules: the descriptions, and itself.
                let target = output.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                try copy(from: package, suffix: ".json", to: target, only: ["simulator.json"])
                try copy(from: package, suffix: ".mjs", to: target)
                try replaceWithShippedScripts(of: package, in: target)
            }
            try copy(from: pages, suffix: ".mjs", to: output)
            try copy(from: PackagePaths.fixtures.appendingPathComponent("Shared"), suffix: ".mjs", to: output)
            try copy(from: pages, suffix: ".html", to: output)
            try #"{ "type": "module" }"#.write(
                to: output.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
            let modules = output.appendingPathComponent("node_modules")
            try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: modules.appendingPathComponent(clientName), withDestinationURL: output.appendingPathComponent("gbgbridge"))
            return .success(output)
        } catch {
            return .failure(BuildFailure(description: "Could not prepare the web build: \(error)"))
        }
    }

    /// Type-checks the page `file` of `pages` beside the client in `client` and the extension
    /// packages in `extensions`, laid out in `folder` as `build` lays them out, emitting nothing.
    static func typeCheck(file: String, client: URL, extensions: [URL], pages: URL, in folder: URL) throws -> ChildProcess.Result
    {
        _ = try sources(client: client, extensions: extensions, pages: pages, in: folder)
        return try compile([file], clientName: try packageName(of: client), in: folder, options: ["--noEmit"])
    }

    /// Type-checks every page of `pages` (and the shared ones) against the packages' shipped
    /// declarations, `dist/*.d.ts`, instead of their sources, laid out in `folder` as `build` lays
    /// them out, emitting nothing: what a project that installed the packages sees of them.
    static func typeCheckAgainstDeclarations(
        client: URL, extensions: [URL], pages: URL, in folder: URL
    ) throws
        -> ChildProcess.Result
    {
        let source = try sources(client: client, extensions: extensions, pages: pages, in: folder, declarationsOnly: true)
        let pageFiles = try FileManager.default.contentsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".ts") }.sorted()
        return try compile(pageFiles, clientName: try packageName(of: client), in: folder, options: ["--noEmit"])
    }

    /// Runs tsc strictly, with the extra checks, on the pages `files` of `folder/src` and what they
    /// import, with the client's package name resolved to `src/gbgbridge`.
    private static func compile(
        _ files: [String], clientName: String, in folder: URL, options: [String]
    ) throws -> ChildProcess.Result {
        try projectSettings(files: files.map { "src/\($0)" }, clientName: clientName)
            .write(to: folder.appendingPathComponent("tsconfig.json"), atomically: true, encoding: .utf8)
        return try ChildProcess.run(
            ["tsc", "-p", "tsconfig.json", "--strict"] + extraChecks + moduleSettings + options, in: folder, timeout: 180)
    }

    /// The tsconfig.json of a build: `files` (the pages) from `src` into `out`, and the client's
    /// package name (and its `host` subpath) mapped to `src/gbgbridge`, where extensions find it (tsc takes `paths` only from a
    /// configuration file).
    private static func projectSettings(files: [String], clientName: String) -> String {
        let quoted = files.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {
              "compilerOptions": {
                "rootDir": "src",
                "outDir": "out",
                "baseUrl": ".",
                "paths": { "\(clientName)": ["src/gbgbridge/index"], "\(clientName)/host": ["src/gbgbridge/host"] }
              },
              "files": [\(quoted)]
            }

            """
    }

    /// Lays out `src` in `folder`, uncompiled: the client's modules in `src/gbgbridge`, each
    /// extension's in `src/<its package name>`, the pages and the shared fixtures beside them. Gives
    /// `src`. With `declarationsOnly`, the packages are their shipped declarations (`dist/*.d.ts`).
    static func sources(
        client: URL, extensions: [URL] = [], pages: URL, in folder: URL, declarationsOnly: Bool = false
    ) throws -> URL {
        let source = folder.appendingPathComponent("src")
        for (package, name) in [(client, "gbgbridge")] + (try extensions.map { ($0, try packageName(of: $0)) }) {
            let library = source.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
            if declarationsOnly {
                try copy(from: package.appendingPathComponent("dist"), suffix: ".d.ts", to: library)
            } else {
                try copy(from: package, suffix: ".ts", to: library)
            }
        }
        try copy(from: pages, suffix: ".ts", to: source)
        try copy(from: PackagePaths.fixtures.appendingPathComponent("Shared"), suffix: ".ts", to: source)
        return source
    }

    /// The `name` in the package.json of the generated package in `folder`.
    static func packageName(of folder: URL) throws -> String {
        struct Manifest: Decodable { var name: String }
        return try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("package.json"))).name
    }

    /// Replaces tsc's JavaScript of each module in `target` with the package's shipped `dist/` one
    /// (and adds the modules no page imports, which tsc left out).
    private static func replaceWithShippedScripts(of package: URL, in target: URL) throws {
        let dist = package.appendingPathComponent("dist")
        guard FileManager.default.fileExists(atPath: dist.path) else {
            throw BuildFailure(description: "\(package.path) ships no dist/")
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: dist.path) where name.hasSuffix(".js") {
            let compiled = target.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: compiled)
            try FileManager.default.copyItem(at: dist.appendingPathComponent(name), to: compiled)
        }
    }

    private static func copy(from folder: URL, suffix: String, to destination: URL, only names: Set<String>? = nil) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(suffix) && names?.contains(name) ?? true {
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }
}
