import Testing

@testable import BridgeSpec

@Suite struct ProtocolVersionTests {
    @Test func parsesMajorDotMinor() {
        #expect(ProtocolVersion("1.0") == ProtocolVersion(major: 1, minor: 0))
        #expect(ProtocolVersion("12.34") == ProtocolVersion(major: 12, minor: 34))
    }

    @Test(arguments: ["", "1", "1.", ".1", "1.0.0", "a.b", "1.x", "-1.0", "1 .0", "١.٠"])
    func rejectsEverythingElse(_ text: String) {
        #expect(ProtocolVersion(text) == nil)
    }

    @Test func ordersByMajorThenMinor() {
        #expect(ProtocolVersion(major: 1, minor: 9) < ProtocolVersion(major: 2, minor: 0))
        #expect(ProtocolVersion(major: 1, minor: 2) < ProtocolVersion(major: 1, minor: 10))
    }
}
