import BridgeGenKit
import Foundation
import TestSupport

/// Each output checked by its own language's tools: the Swift by `swiftc` against the runtime this
/// package built, the TypeScript by `tsc` in strict mode (with the stricter checks the client
/// promises), the schema by Python's `jsonschema`.
enum OutputChecks {
    /// Writes `files` into a new folder `name` in `root`.
    static func write(_ files: [OutputFile], to root: URL, as name: String) throws -> URL {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files { try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name)) }
        return folder
    }

    /// `swiftc -typecheck` of the Swift files in `folder`, as one module importing the runtime.
    static func swift(in folder: URL) throws -> ChildProcess.Result {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try ChildProcess.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "NameProbeModule",
             "-I", try BuiltModules.directory().path] + files.map { folder.appendingPathComponent($0).path },
            timeout: 300)
    }

    /// `tsc --strict` with the client's stricter checks on the package in `folder`, emitting nothing.
    static func typeScript(in folder: URL) throws -> ChildProcess.Result {
        try ChildProcess.run(
            ["tsc", "--strict", "--noEmit", "--exactOptionalPropertyTypes", "--noUnusedLocals", "--noUnusedParameters",
             "--noImplicitReturns", "--noUncheckedIndexedAccess", "--noImplicitOverride", "--noPropertyAccessFromIndexSignature",
             "--target", "ES2020", "--module", "ES2020", "--moduleResolution", "node", "--lib", "ES2020,DOM", "index.ts"],
            in: folder, timeout: 300)
    }

    /// What `jsonschema` made of messages: how many it validated, and the lines that failed.
    struct SchemaReport: Decodable {
        var validated: Int
        var failures: [Failure]
        struct Failure: Decodable { var line: Int; var error: String }
    }

    /// Checks the schema `schema` against its metaschema and validates `messages` (one JSON text each).
    static func schema(_ schema: URL, messages: [String]) throws -> SchemaReport {
        let file = schema.deletingLastPathComponent().appendingPathComponent("messages.jsonl")
        try Data(messages.map { $0 + "\n" }.joined().utf8).write(to: file)
        let script = Repository.path("Tests/WebInteropTests/Fixtures/validate_messages.py").path
        let result = try ChildProcess.run(["python3", script, schema.path, file.path], timeout: 120)
        guard result.status == 0, let line = result.output.split(separator: "\n").last else {
            throw Failure(description: "validate_messages.py failed (\(result.status)):\n\(result.errorTail)")
        }
        return try JSONDecoder().decode(SchemaReport.self, from: Data(line.utf8))
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
