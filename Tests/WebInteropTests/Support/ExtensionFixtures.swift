import BridgeGenKit
import BridgeSpec
import Foundation

@testable import BridgeGenWeb

/// The fixture extension specs (Fixtures/Extensions), and their web packages generated for a test.
enum ExtensionFixtures {
    /// An extension no host in these tests serves: a page built against a newer extension meeting a
    /// host without it.
    static let absent = PackagePaths.fixtures.appendingPathComponent("Extensions/absent-extension.yaml")

    /// An extension of edge-cases.yaml made of edge cases: base types in both directions, events
    /// both ways, codes listed and not, actions with and without a capability.
    static let stampKit = PackagePaths.fixtures.appendingPathComponent("Extensions/stamp-kit.yaml")

    /// The extension spec at `url`, loaded with its base.
    static func spec(_ url: URL) throws -> ProtocolSpec {
        let loaded = SpecLoader.load(contentsOf: url.path)
        guard let spec = loaded.spec else { throw LoadFailure(description: DiagnosticRenderer.render(loaded.diagnostics)) }
        return spec
    }

    /// The web package of the extension spec at `url`, written to a new folder.
    static func generate(_ url: URL, label: String) throws -> URL {
        try GeneratedFiles.write(
            TypeScriptGenerator.generate(try spec(url), options: GeneratorOptions(sourceLabel: url.lastPathComponent)),
            label: label)
    }

    struct LoadFailure: Error, CustomStringConvertible {
        var description: String
    }
}
