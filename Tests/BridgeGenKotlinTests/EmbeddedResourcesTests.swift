import GeneratorTestSupport
import Testing

@testable import BridgeGenKotlin

/// The Kotlin runtime and the Android module's files are built into bridgegen as text
/// (`.ci/embed-resources`); what it writes must be what `Resources` holds.
@Suite struct EmbeddedResourcesTests {
    @Test func theEmbeddedFilesAreTheResourcesFolder() throws {
        let differences = try EmbeddedResourceCheck.differences(embedded: EmbeddedResources.files, module: "BridgeGenKotlin")
        #expect(differences.isEmpty, "run .ci/embed-resources: \(differences)")
    }
}
