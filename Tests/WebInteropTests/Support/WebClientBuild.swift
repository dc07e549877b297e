import Foundation
import TestSupport

/// A generated client and test pages, compiled with tsc in strict mode (plus the stricter optional
/// checks) into a temporary folder that Node and Chromium run them from.
///
/// Layout: `src/gbgbridge/*.ts` is the client (Generated/web as checked in, or one generated from a
/// fixture spec); `src/*.ts` are the pages, which import it as `./gbgbridge/index.js` the way a web
/// project would, and `Fixtures/Shared`. `out/` gets the ES modules and declarations, the pages'
/// scripts and HTML, and a package.json that makes Node read them as ES modules.
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

    /// Generated/web and the pages in Fixtures, built on first use and shared by every test: the
    /// `out` folder, or tsc's complaint.
    static let output: Result<URL, BuildFailure> =
        build(client: PackagePaths.generatedWeb, pages: PackagePaths.fixtures, in: root.appendingPathComponent("shipped"))

    /// Why a build failed, for the test that needed it.
    struct BuildFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The temporary folder of this test run, removed when the process exits.
    static let root: URL = {
        atexit { try? FileManager.default.removeItem(at: WebClientBuild.root) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("WebInteropTests-\(UUID().uuidString)")
    }()

    /// Builds the client in `client` with the pages in `pages` (and the shared ones) in `folder`;
    /// gives its `out` folder.
    static func build(client: URL, pages: URL, in folder: URL) -> Result<URL, BuildFailure> {
        do {
            let source = try sources(client: client, pages: pages, in: folder)
            let output = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let files = try FileManager.default.contentsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".ts") }.sorted()
            let result = try ChildProcess.run(
                ["tsc", "--strict"] + extraChecks + moduleSettings
                    + ["--declaration", "--rootDir", "src", "--outDir", "out"] + files.map { "src/\($0)" },
                in: folder, timeout: 180)
            guard result.status == 0, !result.timedOut else {
                return .failure(BuildFailure(description: "tsc failed (\(result.status)):\n\(result.output)\n\(result.errorTail)"))
            }
            try copy(from: pages, suffix: ".mjs", to: output)
            try copy(from: pages, suffix: ".html", to: output)
            try #"{ "type": "module" }"#.write(to: output.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
            return .success(output)
        } catch {
            return .failure(BuildFailure(description: "Could not prepare the web build: \(error)"))
        }
    }

    /// Lays out `src` in `folder`, uncompiled: the client's modules in `src/gbgbridge`, the pages and
    /// the shared fixtures beside it. Gives `src`.
    static func sources(client: URL, pages: URL, in folder: URL) throws -> URL {
        let source = folder.appendingPathComponent("src")
        let library = source.appendingPathComponent("gbgbridge")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try copy(from: client, suffix: ".ts", to: library)
        try copy(from: pages, suffix: ".ts", to: source)
        try copy(from: PackagePaths.fixtures.appendingPathComponent("Shared"), suffix: ".ts", to: source)
        return source
    }

    private static func copy(from folder: URL, suffix: String, to destination: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(suffix) {
            try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }
}
