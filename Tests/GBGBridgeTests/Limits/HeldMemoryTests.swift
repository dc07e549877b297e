import Foundation
@_spi(BridgeGenerated) import GBGBridge
import TestSupport
import Testing

/// What a page can make the host hold is bounded by `maxHeldBytes`, counted as what the host holds,
/// not as what the page sent: a page floods the host with messages whose data is made of many tiny
/// values (`[{"a":0},…]`, which as parsed JSON values take tens of times their text, or `["",…]`
/// read as its request's `[String]`, several times), and the
/// process must hold at most twice `maxHeldBytes` more than before. Each pattern runs in a process
/// of its own (an exit test), whose heap nothing else touches meanwhile.
///
/// `Benchmarks` measures the same patterns at the default limits (`held-memory`).
@Suite struct HeldMemoryTests {
    @Test func eventsTheSpecDoesNotDeclare() async throws {
        try Self.check(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await HeldMemoryProbe.run(.undeclaredEvents)
            })
    }

    @Test func declaredEventsWithDataTheirTypeIgnores() async throws {
        try Self.check(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await HeldMemoryProbe.run(.declaredEventsWithExtraData)
            })
    }

    @Test func requestsForAnActionNobodyHandles() async throws {
        try Self.check(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await HeldMemoryProbe.run(.undeclaredActionRequests)
            })
    }

    @Test func declaredRequestsWithDataTheirTypeIgnores() async throws {
        try Self.check(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await HeldMemoryProbe.run(.declaredActionRequestsWithExtraData)
            })
    }

    @Test func eventsForAStreamNobodyReads() async throws {
        try Self.check(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await HeldMemoryProbe.run(.unreadEventStream)
            })
    }

    /// Data read as its request's type: an array of empty strings, each 16 bytes as a `String`.
    @Test func requestsWhoseDataIsTyped() async throws {
        try Self.check(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await HeldMemoryProbe.run(.typedRequests)
            })
    }

    /// A key spelled with an escape sends each message through the general reader instead of the
    /// fast one.
    @Test func eventsAndRequestsTheGeneralReaderReads() async throws {
        try Self.check(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await HeldMemoryProbe.run(.generalReader)
            })
    }

    /// Checks the figure the probe reported: the bytes the flood left held, within twice
    /// `maxHeldBytes`.
    static func check(_ result: ExitTest.Result?) throws {
        let report = String(decoding: try #require(result, "the probe did not finish").standardErrorContent, as: UTF8.self)
        let figure = report.split(separator: "\n").last { $0.hasPrefix("held ") }?.split(separator: " ").dropFirst().first
        let held = try #require(figure.flatMap { Int($0) }, "\(report)")
        #expect(held <= 2 * HeldMemoryProbe.maxHeldBytes, "\(report)")
    }
}

/// One flood, measured in the process that runs it.
@MainActor
enum HeldMemoryProbe {
    enum Pattern {
        case undeclaredEvents, declaredEventsWithExtraData, undeclaredActionRequests, declaredActionRequestsWithExtraData
        case unreadEventStream, generalReader, typedRequests
    }

    /// Small limits, so that a flood of a few times them is quick even in a debug build.
    nonisolated static let maxHeldBytes = 2 << 20
    static let messageBytes = 128 << 10
    static let messages = 48

    /// Floods a fresh host with `pattern`, then says on standard error how much more the heap holds.
    static func run(_ pattern: Pattern) async {
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(maxHeldBytes: maxHeldBytes))
        let transport = InMemoryTransport()
        host.attach(transport)
        let stream = pattern == .unreadEventStream ? host.events() : nil
        // Once before measuring, so that lazily made globals and the allocator's pools are there.
        host.receive(flood(0, pattern))
        transport.clearDelivered()
        guard let baseline = HeapUsage.bytesInUse() else {
            FileHandle.standardError.write(Data("this platform does not say how much memory is in use\n".utf8))
            exit(1)
        }
        for index in 1...messages {
            host.receive(flood(index, pattern))
            transport.clearDelivered()
        }
        let held = (HeapUsage.bytesInUse() ?? .max) - baseline
        withExtendedLifetime((host, stream)) {}
        let bound = 2 * maxHeldBytes
        FileHandle.standardError.write(
            Data(
                "held \(held) bytes more than before \(messages) messages of \(messageBytes) bytes (\(pattern)); the bound is \(bound)\n"
                    .utf8))
    }

    /// The `index`th message of `pattern`, about ``messageBytes`` long.
    static func flood(_ index: Int, _ pattern: Pattern) -> [UInt8] {
        let (type, action, fields): (String, String, String) =
            switch pattern {
            case .undeclaredEvents, .unreadEventStream: ("event", "page.flood", "")
            case .declaredEventsWithExtraData: ("event", "journey.progress", #""step":"s","#)
            case .undeclaredActionRequests: ("request", "page.flood", "")
            case .declaredActionRequestsWithExtraData: ("request", "nfc.read", #""mrz":"P<","#)
            case .generalReader: index.isMultiple(of: 2) ? ("event", "page.flood", "") : ("request", "page.flood", "")
            case .typedRequests: ("request", "nfc.read", "")
            }
        let typeKey = pattern == .generalReader ? #"\u0074ype"# : "type"
        let (array, element) = pattern == .typedRequests ? ("dataGroups", #""""#) : ("items", #"{"a":0}"#)
        let head =
            #"{"version":"1.1","correlationId":"flood-\#(index)","\#(typeKey)":"\#(type)","timestamp":1,"#
            + #""payload":{"action":"\#(action)","data":{\#(fields)"\#(array)":["#
        let count = (messageBytes - head.utf8.count - 4) / (element.utf8.count + 1)
        return Array((head + Array(repeating: element, count: count).joined(separator: ",") + "]}}}").utf8)
    }
}
