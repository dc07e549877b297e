import AllocationCounter
@_spi(BridgeGenerated) import GBGBridge

/// Issue 29, item 1: what a page can make the host hold is bounded by `maxHeldBytes`, counted as
/// what is held, not as what was sent. Each flood sends a fresh host with the default options
/// (`maxHeldBytes` 32 MiB, messages up to 1 MiB) messages of almost 1 MiB whose data is an array
/// of tiny values (`{"a":0}`, or `""` where the data is typed), which as parsed JSON values take
/// tens of times their text, and as typed values several times; the target is the bytes
/// still allocated afterwards, beyond what was before, at most twice `maxHeldBytes`.
/// `Tests/GBGBridgeTests/Limits/HeldMemoryTests` checks the same floods at small limits.
@MainActor
struct HeldMemoryBenchmark {
    /// One flood: what it sends, and how many.
    struct Flood {
        var name: String
        var what: String
        var count: Int
        /// The type, the action and the data's members before the array.
        var type: String, action: String, fields: String
        /// The array's member, and its elements.
        var array = "items", element = #"{"a":0}"#
        /// Whether a key with an escape sends it through the general reader.
        var escaped = false
        var followsEvents = false
    }

    static let floods = [
        Flood(
            name: "undeclared-events", what: "events the spec does not declare", count: 40, type: "event", action: "page.flood",
            fields: ""),
        Flood(
            name: "undeclared-action-requests", what: "requests for an action nobody handles", count: 32,
            type: "request", action: "page.flood", fields: ""),
        Flood(
            name: "unread-stream", what: "events, with one host.events() stream nobody reads", count: 64,
            type: "event", action: "page.flood", fields: "", followsEvents: true),
        Flood(
            name: "declared-events", what: "journey.progress events whose data has a member its type ignores", count: 40,
            type: "event", action: "journey.progress", fields: #""step":"s","#),
        Flood(
            name: "declared-requests", what: "nfc.read requests nobody handles whose data has a member its type ignores",
            count: 32,
            type: "request", action: "nfc.read", fields: #""mrz":"P<","#),
        Flood(
            name: "general-reader", what: "events the spec does not declare, through the general reader (an escaped key)",
            count: 40,
            type: "event", action: "page.flood", fields: "", escaped: true),
        Flood(
            name: "typed-requests",
            what: #"nfc.read requests nobody handles, their data read as NFCReadRequest: dataGroups ["","",…]"#,
            count: 32, type: "request", action: "nfc.read", fields: "", array: "dataGroups", element: #""""#),
    ]

    func run() async -> [BenchmarkResult] {
        let options = BridgeHostOptions()
        return Self.floods.map { flood in
            let held = measure(flood, options: options)
            return BenchmarkResult(
                name: "held-memory-\(flood.name)", target: 29,
                ours:
                    "\(flood.count) messages of \(options.maxIncomingMessageBytes / 1024) KiB: \(flood.what); bytes still allocated afterwards, beyond those before",
                baseline: "maxHeldBytes, \(options.maxHeldBytes >> 20) MiB",
                unit: "MiB", oursTime: Statistics([Double(held)]), baselineTime: Statistics([Double(options.maxHeldBytes)]),
                maximumRatio: 2)
        }
    }

    /// The bytes a fresh host still holds after `flood`, beyond what it held before.
    private func measure(_ flood: Flood, options: BridgeHostOptions) -> Int {
        let host = BridgeHost(hostVersion: "bench", options: options)
        let transport = InMemoryTransport()
        host.attach(transport)
        let stream = flood.followsEvents ? host.events() : nil
        // Once before counting, so that lazily made globals are there.
        host.receive(Self.message(0, flood, bytes: options.maxIncomingMessageBytes))
        transport.clearDelivered()
        let messages = (1...flood.count).map { Self.message($0, flood, bytes: options.maxIncomingMessageBytes) }
        allocation_counter_start()
        for message in messages {
            host.receive(message)
            transport.clearDelivered()
        }
        let held = Int(allocation_counter_read().bytesInUse)
        allocation_counter_stop()
        // Until here, or the optimizer frees them before the count is read.
        withExtendedLifetime((host, stream, messages)) {}
        return held
    }

    /// The `index`th message of `flood`, at most `bytes` long.
    static func message(_ index: Int, _ flood: Flood, bytes: Int) -> [UInt8] {
        let head =
            #"{"version":"1.1","correlationId":"flood-\#(index)","\#(flood.escaped ? #"\u0074ype"# : "type")":"\#(flood.type)","#
            + #""timestamp":1,"payload":{"action":"\#(flood.action)","data":{\#(flood.fields)"\#(flood.array)":["#
        let element = Array((flood.element + ",").utf8)
        var text = Array(head.utf8)
        text.reserveCapacity(bytes)
        while text.count + element.count + 4 <= bytes { text += element }
        text.removeLast()  // the last comma
        return text + Array("]}}}".utf8)
    }
}
