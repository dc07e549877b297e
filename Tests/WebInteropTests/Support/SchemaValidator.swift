import Foundation
import TestSupport

/// Validates messages against Generated/schema/bridge.schema.json with Python's `jsonschema`, an
/// implementation independent of the generator and of both runtimes.
enum SchemaValidator {
    /// What the validator found.
    struct Report: Decodable {
        /// How many messages were checked.
        var validated: Int
        /// Every message that does not match, with where and why.
        var failures: [Failure]

        struct Failure: Decodable, CustomStringConvertible {
            var file: String
            var line: Int
            var at: String
            var error: String
            var description: String { "\(URL(fileURLWithPath: file).lastPathComponent):\(line) at /\(at): \(error)" }
        }
    }

    /// What a host may send to a page.
    static let nativeToWeb = "#/$defs/NativeToWebMessage"
    /// What a page may send to a host.
    static let webToNative = "#/$defs/WebToNativeMessage"

    /// The checked-in schema.
    static let generatedSchema = PackagePaths.generatedSchema.appendingPathComponent("bridge.schema.json")

    /// The signature pad extension's checked-in schema, which composes with `generatedSchema`.
    static let signaturePadSchema = PackagePaths.signaturePadSchema.appendingPathComponent("signature-pad.schema.json")

    /// Validates every line of `files`, each one JSON message, against `schema`, or against its
    /// definition `root` (such as `#/$defs/NativeToWebMessage`). An extension's `schema` needs its
    /// `base`, the protocol's schema it refers to.
    static func validate(_ files: [URL], schema: URL = generatedSchema, base: URL? = nil, root: String? = nil) throws -> Report {
        let script = PackagePaths.fixtures.appendingPathComponent("validate_messages.py")
        let options = (root.map { ["--root", $0] } ?? []) + (base.map { ["--base", $0.path] } ?? [])
        let result = try ChildProcess.run(["python3", script.path] + options + [schema.path] + files.map(\.path), timeout: 120)
        guard result.status == 0, let line = result.output.split(separator: "\n").last else {
            throw ValidatorError(description: "validate_messages.py failed (\(result.status)):\n\(result.errorTail)")
        }
        return try JSONDecoder().decode(Report.self, from: Data(line.utf8))
    }

    /// Validates `messages` (JSON texts) by writing them to a temporary file first.
    static func validate(
        messages: [String], schema: URL = generatedSchema, base: URL? = nil, root: String? = nil
    ) throws -> Report {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("messages-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try messages.map { $0 + "\n" }.joined().write(to: file, atomically: true, encoding: .utf8)
        return try validate([file], schema: schema, base: base, root: root)
    }

    struct ValidatorError: Error, CustomStringConvertible {
        var description: String
    }
}
