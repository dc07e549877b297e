import BridgeDiff
import BridgeSpec
import Foundation
import Testing

/// Spec texts for diff tests: `Fixtures/base.yaml`, and copies of it with small textual edits.
enum Spec {
    /// The folder of this test target, found from this file's path so tests run from any directory.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// `Protocol/bridge.yaml` of this checkout.
    static let realSpecPath = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Protocol/bridge.yaml").path

    /// The text of `Fixtures/base.yaml`.
    static let base: String = {
        let path = testsFolder.appendingPathComponent("Fixtures/base.yaml").path
        guard let data = FileManager.default.contents(atPath: path) else { fatalError("missing fixture \(path)") }
        return String(decoding: data, as: UTF8.self)
    }()

    /// `text` (the base spec by default) with each `(old, new)` edit applied. Every `old` must occur
    /// exactly once, so a test cannot pass because its edit silently did nothing.
    static func edited(_ edits: (String, String)..., in text: String = base) throws -> String {
        var result = text
        for (old, new) in edits {
            let parts = result.components(separatedBy: old)
            try #require(parts.count == 2, "'\(old)' must occur exactly once")
            result = parts.joined(separator: new)
        }
        return result
    }

    /// Loads `text` labelled `path`, requiring it to be valid so a test cannot compare a broken spec.
    static func load(_ text: String, as path: String) throws -> ProtocolSpec {
        let result = SpecLoader.load(bytes: Array(text.utf8), path: path)
        let problems = DiagnosticRenderer.render(result.diagnostics)
        return try #require(result.spec, "\(path) is not valid:\n\(problems)")
    }

    /// The report comparing `old` (labelled `old.yaml`) with `new` (labelled `new.yaml`).
    static func diff(_ old: String, _ new: String) throws -> DiffReport {
        SpecComparison.compare(old: try load(old, as: "old.yaml"), new: try load(new, as: "new.yaml"))
    }

    /// The rule IDs of every finding comparing the base spec with `new`, sorted, each once per finding.
    static func rules(_ new: String, from old: String = base) throws -> [String] {
        try diff(old, new).findings.map(\.rule.rawValue).sorted()
    }
}
