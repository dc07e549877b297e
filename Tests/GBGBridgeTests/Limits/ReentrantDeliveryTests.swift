import BridgeRuntime
import GBGBridge
import Testing

/// A transport may deliver into the host from inside `deliver`, as a page that answers at once
/// does. The host queues such messages and handles them in order; it used to handle each inside
/// the last, and overflowed the stack after about 3,000.
@MainActor
@Suite struct ReentrantDeliveryTests {
    @Test func aPageThatAnswersEveryMessageAtOnceDoesNotExhaustTheStack() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.registerCustomCapability("ping") { _, responder in responder.respond(status: .success) }
        let page = TestPage(host: host)
        let rounds = 20_000
        var sent = 1
        page.transport.onDeliver = { [weak page] _ in
            guard let page, sent < rounds else { return }
            sent += 1
            page.request("ping")  // re-enters the host from inside its own delivery
        }
        page.request("ping")
        _ = await page.eventually { page.transport.delivered.count == rounds ? true : nil }
        #expect(page.delivered.count == rounds)
        // Answered in the order they were sent, each once.
        let answered = page.delivered.compactMap { $0["correlationId"]?.stringValue }
        #expect(answered == (1...rounds).map { "web-\($0)" })
        #expect(host.lastError == nil)
    }

    @Test func messagesQueuedDuringAnotherAreHandledAfterItInOrder() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        var order: [String] = []
        host.registerCustomCapability("outer") { request, responder in
            order.append("outer begins")
            page.request("inner")  // arrives while outer is being handled
            order.append("outer ends")
            responder.respond(status: .success)
        }
        host.registerCustomCapability("inner") { _, responder in
            order.append("inner")
            responder.respond(status: .success)
        }
        page.request("outer")
        #expect(order == ["outer begins", "outer ends", "inner"])
        #expect(page.delivered.map { $0["payload"]?["action"] } == ["outer", "inner"])
    }
}
