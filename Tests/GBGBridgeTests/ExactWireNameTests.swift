import BridgeRuntime
import GBGBridge
import Testing

/// Names on the wire are compared by code unit, as the page's JavaScript compares them: an action,
/// error code or status spelt with canonically equivalent but different characters
/// (KELVIN SIGN for "K", a decomposed "é") is another name, not the declared one.
@MainActor
@Suite struct ExactWireNameTests {
    private static let kelvin = "\u{212A}"

    @Test func anActionSpeltWithEquivalentCharactersReachesNoHandlerOfTheDeclaredOne() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        var calls = 0
        host.registerCustomCapability("KYC.check") { _, responder in
            calls += 1
            responder.respond(status: .success)
        }
        let page = TestPage(host: host)
        page.request("\(Self.kelvin)YC.check")
        page.request("caf\u{E9}.order")
        host.registerCustomCapability("cafe\u{301}.order") { _, responder in responder.respond(status: .success) }
        page.request("caf\u{E9}.order")
        await page.settle()
        #expect(calls == 0)
        #expect(host.pendingRequests.map(\.payload.action.rawValue.unicodeScalars.count) == [9, 10, 10])
    }

    @Test func openValuesAreEqualOnlyWithTheSameCodeUnits() {
        #expect(BridgeErrorCode(rawValue: "\(Self.kelvin)") != BridgeErrorCode(rawValue: "K"))
        #expect(BridgeResponseStatus(rawValue: "caf\u{E9}") != BridgeResponseStatus(rawValue: "cafe\u{301}"))
        #expect(Set([BridgeAction(rawValue: "caf\u{E9}"), BridgeAction(rawValue: "cafe\u{301}")]).count == 2)
        #expect(BridgeErrorCode(rawValue: "BUSY") == .busy)
        // A total order, whatever order the values come in.
        let values = ["e\u{301}", "\u{E9}1", "a"].map(BridgeAction.init(rawValue:))
        #expect(values.sorted() == values.reversed().sorted())
    }
}
