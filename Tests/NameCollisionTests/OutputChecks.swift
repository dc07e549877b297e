import BridgeGenKit
import Foundation
import TestSupport

/// Each output checked by its own language's tools: the Swift by `swiftc` against the runtime this
/// package built, the TypeScript by `tsc` in strict mode (with the stricter checks the client
/// promises), the Kotlin by kotlinc (`KotlinBuild.compileGenerated`), the schema by Python's `jsonschema`.
enum OutputChecks {
    /// Writes `files` into a new folder `name` in `root`.
    static func write(_ files: [OutputFile], to root: URL, as name: String) throws -> URL {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        return folder
    }

    /// `swiftc -typecheck` of the Swift files in `folder`, as one module importing the runtime and
    /// the modules in `modules`; with `emitting`, the module is written there too, for another to
    /// import.
    static func swift(
        in folder: URL, module: String = "NameProbeModule", modules: URL? = nil, emitting: URL? = nil
    ) throws -> ChildProcess.Result {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let mode =
            emitting.map { ["-emit-module", "-emit-module-path", $0.appendingPathComponent("\(module).swiftmodule").path] } ?? [
                "-typecheck"
            ]
        return try ChildProcess.run(
            ["swiftc"] + mode + [
                "-swift-version", "6", "-parse-as-library", "-module-name", module, "-I", try BuiltModules.directory().path,
            ]
                + (modules.map { ["-I", $0.path] } ?? []) + files.map { folder.appendingPathComponent($0).path },
            // Type-checking hundreds of probed fields takes minutes on a machine the Kotlin and
            // TypeScript checks of the other groups share.
            timeout: 900)
    }

    /// The checks beyond `--strict` the client promises to pass, and the module settings it targets.
    static let typeScriptOptions = [
        "--strict", "--noEmit", "--exactOptionalPropertyTypes", "--noUnusedLocals", "--noUnusedParameters", "--noImplicitReturns",
        "--noUncheckedIndexedAccess", "--noImplicitOverride", "--noPropertyAccessFromIndexSignature", "--target", "ES2020",
        "--module", "ES2020", "--moduleResolution", "node", "--lib", "ES2020,DOM",
    ]

    /// `tsc --strict` with the client's stricter checks on the package in `folder`, emitting nothing.
    static func typeScript(in folder: URL) throws -> ChildProcess.Result {
        try ChildProcess.run(["tsc"] + typeScriptOptions + ["index.ts"], in: folder, timeout: 300)
    }

    /// The package's shipped declarations in `folder/dist` (its entry points and what they import),
    /// checked as the sources are.
    static func declarations(in folder: URL) throws -> ChildProcess.Result {
        try ChildProcess.run(["tsc"] + typeScriptOptions + ["dist/index.d.ts", "dist/host.d.ts"], in: folder, timeout: 300)
    }

    /// Each of the package's shipped JavaScript modules in `folder/dist` that Node cannot parse,
    /// with its complaint.
    static func unparsedScripts(in folder: URL) throws -> [String] {
        let dist = folder.appendingPathComponent("dist")
        return try FileManager.default.contentsOfDirectory(atPath: dist.path).filter { $0.hasSuffix(".js") }.sorted().compactMap {
            let parsed = try ChildProcess.run(["node", "--check", dist.appendingPathComponent($0).path], timeout: 60)
            return parsed.status == 0 && !parsed.timedOut ? nil : "\($0): \(parsed.errorTail)"
        }
    }

    /// The same for an extension's package in `folder`, which imports its base client's package,
    /// `package`, from `base`.
    static func typeScript(extension folder: URL, base: URL, package: String) throws -> ChildProcess.Result {
        let project = folder.deletingLastPathComponent().appendingPathComponent("tsconfig-\(folder.lastPathComponent).json")
        try Data(
            """
            {
              "compilerOptions": { "baseUrl": ".", "paths": { "\(package)": ["\(base.lastPathComponent)/index.ts"] } },
              "files": ["\(folder.lastPathComponent)/index.ts"]
            }

            """.utf8
        ).write(to: project)
        return try ChildProcess.run(
            ["tsc", "-p", project.lastPathComponent] + typeScriptOptions, in: folder.deletingLastPathComponent(), timeout: 300)
    }

    /// What `jsonschema` made of messages: how many it validated, and the lines that failed.
    struct SchemaReport: Decodable {
        var validated: Int
        var failures: [Failure]
        struct Failure: Decodable { var line: Int; var error: String }
    }

    /// Checks the schema `schema` against its metaschema and validates `messages` (one JSON text
    /// each); an extension's schema with `base`, the protocol's, which it refers to.
    static func schema(_ schema: URL, base: URL? = nil, messages: [String]) throws -> SchemaReport {
        let file = schema.deletingLastPathComponent().appendingPathComponent("messages.jsonl")
        try Data(messages.map { $0 + "\n" }.joined().utf8).write(to: file)
        let script = Repository.path("Tests/WebInteropTests/Fixtures/validate_messages.py").path
        let result = try ChildProcess.run(
            ["python3", script] + (base.map { ["--base", $0.path] } ?? []) + [schema.path, file.path], timeout: 120)
        guard result.status == 0, let line = result.output.split(separator: "\n").last else {
            throw Failure(description: "validate_messages.py failed (\(result.status)):\n\(result.errorTail)")
        }
        return try JSONDecoder().decode(SchemaReport.self, from: Data(line.utf8))
    }

    /// The generated Kotlin in `folder`, without the runtime the Kotlin output copies beside it,
    /// which `KotlinBuild` compiled once.
    static func kotlinSources(in folder: URL) throws -> [URL] {
        try KotlinBuild.kotlinFiles(in: folder).filter { !$0.path.contains("/com/gbg/bridge/runtime/") }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
