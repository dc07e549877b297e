import Foundation
import Testing

@testable import BridgeSpec

/// Spec texts for tests: the real spec, and a minimal valid spec that each broken-spec test changes
/// in one place.
enum Fixture {
    /// The folder of this test target, found from this file's path so tests run from any directory.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// `Protocol/bridge.yaml` of this checkout.
    static let realSpecPath =
        testsFolder
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Protocol/bridge.yaml").path

    /// `Fixtures/minimal.yaml`: the smallest spec that passes validation.
    static let minimal: String = {
        let path = testsFolder.appendingPathComponent("Fixtures/minimal.yaml").path
        guard let data = FileManager.default.contents(atPath: path) else { fatalError("missing fixture \(path)") }
        return String(decoding: data, as: UTF8.self)
    }()

    /// The minimal spec with each `(old, new)` edit applied. Every `old` must occur exactly once, so a
    /// test cannot pass because its edit silently did nothing.
    static func minimal(_ edits: (String, String)...) throws -> String {
        var text = minimal
        for (old, new) in edits {
            let parts = text.components(separatedBy: old)
            try #require(parts.count == 2, "'\(old)' must occur exactly once in minimal.yaml")
            text = parts.joined(separator: new)
        }
        return text
    }

    /// Loads `text` as `spec.yaml`.
    static func load(_ text: String) -> SpecLoadResult {
        SpecLoader.load(bytes: Array(text.utf8), path: "spec.yaml")
    }

    /// Loads `text` as `spec.yaml` and renders its diagnostics exactly as `bridgegen validate` prints them.
    static func diagnostics(_ text: String) -> String {
        DiagnosticRenderer.render(load(text).diagnostics)
    }
}
