import Testing

@testable import BridgeRuntime

/// The queue of deadlines: first in, first out, with the space of taken entries reused, and ended
/// requests' entries dropped in one pass.
@Suite struct DeadlineQueueTests {
    private static func entry(_ index: Int, gate: BridgeAnswerGate = BridgeAnswerGate()) -> DeadlineQueue.Entry {
        DeadlineQueue.Entry(key: BridgeWireKey("id-\(index)"), serial: UInt64(index), deadline: UInt64(index * 10), gate: gate)
    }

    @Test func entriesComeOutInTheOrderTheyWentIn() {
        var queue = DeadlineQueue()
        for index in 0..<500 { queue.append(Self.entry(index)) }
        for index in 0..<300 {
            #expect(queue.first?.serial == UInt64(index))
            queue.removeFirst()
        }
        for index in 500..<600 { queue.append(Self.entry(index)) }
        #expect(queue.count == 300)
        var taken: [UInt64] = []
        while let first = queue.first {
            taken.append(first.serial)
            queue.removeFirst()
        }
        #expect(taken == (300..<600).map(UInt64.init))
        #expect(queue.count == 0)
    }

    @Test func droppingAnsweredEntriesKeepsTheOrderOfTheRest() {
        var queue = DeadlineQueue()
        for index in 0..<100 {
            let gate = BridgeAnswerGate()
            if index % 3 != 0 { _ = gate.claim("an answer") }
            queue.append(Self.entry(index, gate: gate))
        }
        queue.removeFirst()
        queue.removeEnded { $0.gate?.isAnswered ?? false }
        var kept: [UInt64] = []
        while let first = queue.first {
            kept.append(first.serial)
            queue.removeFirst()
        }
        #expect(kept == stride(from: 3, to: 100, by: 3).map(UInt64.init))
    }
}
