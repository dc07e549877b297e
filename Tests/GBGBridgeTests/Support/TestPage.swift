@_spi(BridgeGenerated) import BridgeRuntime
import Foundation
@_spi(BridgeGenerated) import GBGBridge

/// The web journey's side of a conversation, over an in-memory transport: sends what a page would
/// send and reads what the host delivers.
@MainActor
final class TestPage {
    let transport = InMemoryTransport()
    let host: BridgeHost
    private var nextID = 0

    /// - Parameter breaksTheProtocolOnPurpose: Set by tests whose host sends messages that do not
    ///   match the schema deliberately, to check how that is reported; their messages are not logged
    ///   for the schema check.
    init(host: BridgeHost, breaksTheProtocolOnPurpose: Bool = false) {
        self.host = host
        host.attach(transport)
        if !breaksTheProtocolOnPurpose { logMessages() }
    }

    /// With `BRIDGE_MESSAGE_LOG` set to a folder, appends every message the host sends to a file there,
    /// one JSON object per line, so `.ci/run` can check them all against the generated JSON Schema
    /// with an independent validator once the tests are done.
    private func logMessages() {
        guard let folder = ProcessInfo.processInfo.environment["BRIDGE_MESSAGE_LOG"] else { return }
        let file = URL(fileURLWithPath: folder).appendingPathComponent("page-\(UUID().uuidString).jsonl")
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: file)
        else { return }
        transport.onDeliver = { message in
            handle.write(Data(message.json + [UInt8(ascii: "\n")]))
        }
    }

    /// Sends a request and returns its correlation ID.
    @discardableResult
    func request(_ action: String, data: JSONValue = [:], id: String? = nil, version: String = "1.0") -> String {
        nextID += 1
        let correlationId = id ?? "web-\(nextID)"
        send([
            "version": .string(version), "correlationId": .string(correlationId), "type": "request",
            "timestamp": 1_700_000_000_000, "payload": ["action": .string(action), "data": data],
        ])
        return correlationId
    }

    /// Sends an event from the page.
    func event(_ name: String, data: JSONValue = [:]) {
        nextID += 1
        send([
            "version": "1.0", "correlationId": .string("web-event-\(nextID)"), "type": "event",
            "timestamp": 1_700_000_000_000, "payload": ["action": .string(name), "data": data],
        ])
    }

    /// Sends any JSON value as a message.
    func send(_ message: JSONValue) {
        var writer = JSONWriter()
        writer.value(message)
        transport.post(bytes: writer.bytes)
    }

    /// Everything the host delivered, parsed.
    var delivered: [JSONValue] {
        transport.delivered.map { message in
            do { return try JSONReader().read(message.json) } catch { return .string("unparseable: \(error)") }
        }
    }

    /// The responses delivered for `correlationId`, in order.
    func responses(to correlationId: String) -> [JSONValue] {
        delivered.filter { $0["type"] == "response" && $0["correlationId"]?.stringValue == correlationId }
    }

    /// Waits (a bounded number of scheduler turns) for the response to `correlationId`.
    func response(to correlationId: String) async -> JSONValue? {
        await eventually { self.responses(to: correlationId).first }
    }

    /// Lets handler tasks run until `condition` produces a value or about two seconds pass.
    func eventually<T>(_ condition: () -> T?) async -> T? {
        for _ in 0..<2_000 {
            if let value = condition() { return value }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return condition()
    }

    /// Lets pending tasks run a little, for asserting that something does not happen.
    func settle() async {
        for _ in 0..<20 { await Task.yield() }
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
}
