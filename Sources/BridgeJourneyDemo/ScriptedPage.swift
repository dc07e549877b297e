import GBGBridge

/// The web journey's side of the demo: sends messages as a page would and prints everything that
/// crosses the bridge, in both directions.
@MainActor
final class ScriptedPage {
    let transport = InMemoryTransport()
    private var sequence = 0

    init(host: BridgeHost) {
        host.attach(transport)
        transport.onDeliver = { message in
            print("host → page  \(message.text)")
        }
    }

    /// Sends a request and returns its correlation ID.
    @discardableResult
    func request(_ action: String, data: JSONValue = [:]) -> String {
        sequence += 1
        let correlationId = "web-\(sequence)"
        send([
            "version": "1.0", "correlationId": .string(correlationId), "type": "request",
            "timestamp": .number(Double(1_700_000_000_000 + sequence)), "payload": ["action": .string(action), "data": data],
        ])
        return correlationId
    }

    /// Sends an event.
    func event(_ name: String, data: JSONValue = [:]) {
        sequence += 1
        send([
            "version": "1.0", "correlationId": .string("web-event-\(sequence)"), "type": "event",
            "timestamp": .number(Double(1_700_000_000_000 + sequence)), "payload": ["action": .string(name), "data": data],
        ])
    }

    private func send(_ message: JSONValue) {
        let text = message.description  // compact JSON
        print("page → host  \(text)")
        transport.post(text)
    }

    /// Waits (at most a second) for the host's response to `correlationId`; handlers run in their own tasks.
    func waitForResponse(to correlationId: String) async {
        let marker = "\"correlationId\":\"\(correlationId)\""
        for _ in 0..<1_000 {
            if transport.delivered.contains(where: { $0.text.contains(marker) }) { return }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}
