import BridgeSpec
import TestSupport
import Testing

@testable import BridgeGenWeb

/// The simulator's sample of a union is its first case's object with the tag first, so a page
/// that reads the sample tells the case apart as it would a host's.
@Suite struct UnionSampleTests {
    @Test func aUnionsSampleIsItsFirstCaseTagged() throws {
        let loaded = SpecLoader.load(contentsOf: Repository.path("Tests/NullShapes/bridge.yaml").path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let sample = JSONRenderer().render(SampleValue(spec: spec).of(type: "StoreRequest"))
        #expect(sample == "{\n  \"photo\": { \"format\": \"base64\", \"data\": \"U2FtcGxl\" }\n}\n")
    }
}
