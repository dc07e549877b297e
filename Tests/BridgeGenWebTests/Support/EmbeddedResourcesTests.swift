import GeneratorTestSupport
import Testing

@testable import BridgeGenWeb

/// The web client's modules are built into bridgegen as text (`.ci/embed-resources`); what it
/// writes must be what `Resources` holds.
@Suite struct EmbeddedResourcesTests {
    @Test func theEmbeddedModulesAreTheResourcesFolder() throws {
        let differences = try EmbeddedResourceCheck.differences(embedded: EmbeddedResources.files, module: "BridgeGenWeb")
        #expect(differences.isEmpty, "run .ci/embed-resources: \(differences)")
    }
}
