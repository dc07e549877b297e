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

    @Test(.timeLimit(.minutes(1))) func oneHostServesGBGBridgeAndTheExtensionOverOneTransport() async throws {
        let app = MyApp()                                   // documentCapture and nfc.read
        app.host.handle(.addressLookup) { request in        // the extension's action, on the same host
            guard request.data.postcode == "SW1A 1AA" else { throw BridgeFailure(.addressNotFound, "Unknown postcode") }
            return LookupResult(addresses: ["10 Downing Street"])
        }
        let picked = app.host.events(of: AddressBookEvent.self)
        let transport = InMemoryTransport()
        app.host.attach(transport)

        transport.post(#"{"version":"1.0","correlationId":"1","type":"request","timestamp":1,"payload":{"action":"address.lookup","data":{"postcode":"SW1A 1AA"}}}"#)
        transport.post(#"{"version":"1.0","correlationId":"2","type":"request","timestamp":1,"payload":{"action":"address.lookup","data":{"postcode":"nowhere"}}}"#)
        transport.post(#"{"version":"1.0","correlationId":"3","type":"request","timestamp":1,"payload":{"action":"camera.document.capture","data":{"side":"back"}}}"#)
        transport.post(#"{"version":"1.0","correlationId":"4","type":"request","timestamp":1,"payload":{"action":"capability.query","data":{}}}"#)
        for _ in 0..<1_000 where transport.delivered.count < 4 { try await Task.sleep(nanoseconds: 1_000_000) }
        let answers = transport.delivered.map(\.text)
        #expect(answers.contains { $0.contains(#""correlationId":"1""#) && $0.contains("10 Downing Street") })
        // The extension's code, recoverable as the extension declares it.
        #expect(answers.contains { $0.contains(#""correlationId":"2""#) && $0.contains(#""code":"ADDRESS_NOT_FOUND","message":"Unknown postcode","recoverable":true"#) })
        #expect(answers.contains { $0.contains(#""correlationId":"3""#) && $0.contains(#""status":"success""#) })
        #expect(answers.contains { $0.contains(#""correlationId":"4""#) && $0.contains(#""address.lookup":{"supported":true,"version":"1.0"}"#) })

        transport.post(#"{"version":"1.0","correlationId":"e","type":"event","timestamp":1,"payload":{"action":"address.selected","data":{"line":"10 Downing Street"}}}"#)
        for await event in picked {
            #expect(event == .addressSelected(AddressSelected(line: "10 Downing Street")))
            break
        }
    }
}
