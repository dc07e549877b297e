import BridgeSpec
import Foundation
import Testing

/// The specs the checks read, by their path in the repository.
enum Specs {
    static let root = ScenarioLibrary.folder.deletingLastPathComponent().deletingLastPathComponent()

    /// The spec at `path`, loaded and validated; the test fails with its diagnostics if it does not load.
    static func load(_ path: String) throws -> ProtocolSpec {
        let loaded = SpecLoader.load(contentsOf: root.appendingPathComponent(path).path)
        return try #require(loaded.spec, "\(path) does not load: \(DiagnosticRenderer.render(loaded.diagnostics))")
    }
}
