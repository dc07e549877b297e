import Foundation
import TestSupport

/// The generated client and the test pages, compiled once with tsc in strict mode (plus the
/// stricter optional checks), into a temporary folder the Node and Chromium conversations run from.
///
/// Layout: `src/gbgbridge/*.ts` is Generated/web as checked in; `src/*.ts` are the fixtures, which
/// import it as `./gbgbridge/index.js` the way a web project would. `out/` gets the ES modules and
/// declarations, the fixtures' scripts and page, and a package.json that makes Node read them as ES modules.
enum WebClientBuild {
    /// tsc's checks beyond `--strict`, so the client compiles in the strictest projects too.
    static let extraChecks = [
        "--exactOptionalPropertyTypes", "--noUnusedLocals", "--noUnusedParameters", "--noImplicitReturns",
        "--noUncheckedIndexedAccess", "--noImplicitOverride", "--noPropertyAccessFromIndexSignature",
    ]

    /// The compiler settings the client targets: an ES2020 module for browsers, with declarations.
    static let moduleSettings = ["--target", "ES2020", "--module", "ES2020", "--moduleResolution", "node", "--lib", "ES2020,DOM"]

    /// Runs `tsc --strict --noEmit` with the extra checks on `folder`'s `index.ts` and what it imports.
    static func typeCheck(_ folder: URL) throws -> ChildProcess.Result {
        try ChildProcess.run(["tsc", "--strict", "--noEmit"] + extraChecks + moduleSettings + ["index.ts"], in: folder, timeout: 180)
    }

    /// The `out` folder, or tsc's complaint. Built on first use, shared by every test.
    static let output: Result<URL, BuildFailure> = build()

    /// Why the build failed, for the test that needed it.
    struct BuildFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The temporary folder of this test run, removed when the process exits.
    private static let root = FileManager.default.temporaryDirectory.appendingPathComponent("WebInteropTests-\(UUID().uuidString)")

    private static func build() -> Result<URL, BuildFailure> {
        atexit { try? FileManager.default.removeItem(at: WebClientBuild.root) }
        do {
            let manager = FileManager.default
            let source = root.appendingPathComponent("src")
            let library = source.appendingPathComponent("gbgbridge")
            let output = root.appendingPathComponent("out")
            try manager.createDirectory(at: library, withIntermediateDirectories: true)
            try manager.createDirectory(at: output, withIntermediateDirectories: true)
            try copy(from: PackagePaths.generatedWeb, suffix: ".ts", to: library)
            try copy(from: PackagePaths.fixtures, suffix: ".ts", to: source)
            let sources = try manager.contentsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".ts") }.sorted()
                .map { "src/\($0)" }
            let result = try ChildProcess.run(
                ["tsc", "--strict"] + extraChecks + moduleSettings
                    + ["--declaration", "--rootDir", "src", "--outDir", "out"] + sources,
                in: root, timeout: 180)
            guard result.status == 0, !result.timedOut else {
                return .failure(BuildFailure(description: "tsc failed (\(result.status)):\n\(result.output)\n\(result.errorTail)"))
            }
            try copy(from: PackagePaths.fixtures, suffix: ".mjs", to: output)
            try copy(from: PackagePaths.fixtures, suffix: ".html", to: output)
            try #"{ "type": "module" }"#.write(to: output.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
            return .success(output)
        } catch {
            return .failure(BuildFailure(description: "Could not prepare the web build: \(error)"))
        }
    }

    private static func copy(from folder: URL, suffix: String, to destination: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(suffix) {
            try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }
}
