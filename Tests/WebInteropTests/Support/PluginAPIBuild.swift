import BridgeGenKit
import BridgeSpec
import Foundation
import Testing

@testable import BridgeGenWeb

/// The TypeScript client generated from Tests/PluginAPI/bridge.yaml (a watch, a listener and a read
/// with progress), built with a folder of test pages into the test run's folder.
enum PluginAPIBuild {
    /// Generates the client into a folder labelled `label` and builds it with the pages of
    /// `Fixtures/<pages>`; gives the build's `out` folder.
    static func build(pages: String, label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> URL {
        let specPath = PackagePaths.root.appendingPathComponent("Tests/PluginAPI/bridge.yaml").path
        let loaded = SpecLoader.load(contentsOf: specPath)
        let spec = try #require(
            loaded.spec, "Tests/PluginAPI/bridge.yaml does not load: \(loaded.diagnostics)", sourceLocation: sourceLocation)
        let client = try GeneratedFiles.write(
            TypeScriptGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "Tests/PluginAPI/bridge.yaml")),
            label: label)
        return try WebClientBuild.build(
            client: client, pages: PackagePaths.fixtures.appendingPathComponent(pages), in: client.appendingPathComponent("build")
        ).get()
    }
}
