import Testing

@testable import BridgeSpec

/// The baseline every broken-spec test changes: it must load cleanly, or those tests prove nothing.
@Suite struct MinimalSpecTests {
    @Test func minimalSpecIsValid() throws {
        let result = Fixture.load(Fixture.minimal)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticRenderer.render(result.diagnostics))")
        let spec = try #require(result.spec)
        #expect(spec.name == "MiniBridge")
        #expect(spec.actions.map(\.id) == ["capability.query", "camera.document.capture"])
    }

    @Test func minimalSpecDefaultsAreTyped() throws {
        let spec = try #require(Fixture.load(Fixture.minimal).spec)
        let request = try #require(spec.type(named: "CaptureRequest"))
        #expect(request.fields.map(\.defaultValue) == [.enumValue("front"), .number(0.8)])
    }
}
