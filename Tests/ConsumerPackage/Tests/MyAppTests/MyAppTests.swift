import MyBridge
import BridgeRuntime
import Foundation
import MyApp
import Testing

/// The consumer's own tests: both hosts answer over an in-memory transport, as the page would ask.
@MainActor
@Suite struct MyAppTests {
    @Test(.timeLimit(.minutes(1))) func theAppAnswersThePageThroughTheTypedAPI() async throws {
        let app = MyApp()
        let transport = InMemoryTransport()
        app.host.attach(transport)
        transport.post(#"{"version":"1.0","correlationId":"a","type":"request","timestamp":1,"payload":{"action":"nfc.read","data":{"mrz":"P<X"}}}"#)
        let answer = try #require(transport.delivered.last?.text)
        #expect(answer.contains(#""mrz":"P<X""#) && answer.contains(#""status":"success""#))

        let following = app.follow()
        transport.post(#"{"version":"1.0","correlationId":"e","type":"event","timestamp":1,"payload":{"action":"journey.complete","data":{"status":"success","referenceId":"R-1"}}}"#)
        await following.value
        #expect(app.completedReference == "R-1")
    }

    @Test func theTargetsOwnSpecIsGeneratedAtBuildTime() throws {
        let host = MyBridge.BridgeHost(hostVersion: "1.0")
        host.handle(.addressLookup) { request in
            guard request.data.postcode == "SW1A 1AA" else { throw BridgeFailure(.addressNotFound, "Unknown postcode") }
            return LookupResult(addresses: ["10 Downing Street"])
        }
        let transport = InMemoryTransport()
        host.attach(transport)
        transport.post(#"{"version":"1.0","correlationId":"1","type":"request","timestamp":1,"payload":{"action":"address.lookup","data":{"postcode":"SW1A 1AA"}}}"#)
        transport.post(#"{"version":"1.0","correlationId":"2","type":"request","timestamp":1,"payload":{"action":"address.lookup","data":{"postcode":"nowhere"}}}"#)
        let answers = transport.delivered.map(\.text)
        #expect(answers.first?.contains("10 Downing Street") == true)
        #expect(answers.last?.contains("ADDRESS_NOT_FOUND") == true)
    }
}
