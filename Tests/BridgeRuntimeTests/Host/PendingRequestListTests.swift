import Testing
import TestSupport
@testable import BridgeRuntime

/// The pending requests: arrival order survives any removals, holes are squeezed out, and every
/// request keeps a sequence number that finds it, however often the list numbers them again.
@Suite struct PendingRequestListTests {
    /// A list and the sequence numbers it has handed out, kept up to date as the engine keeps them.
    private struct NumberedList {
        var list = PendingRequestList<Int>()
        var sequences: [BridgeWireKey: Int] = [:]

        mutating func append(_ value: Int) {
            sequences[Self.key(value)] = list.append(value, key: Self.key(value))
        }

        mutating func remove(_ value: Int) {
            guard let sequence = sequences.removeValue(forKey: Self.key(value)) else { return }
            list.remove(at: sequence) { key, renumbered in sequences[key] = renumbered }
        }

        /// What apps read; `messages` caches, so reading it mutates the list.
        mutating func read() -> [Int] { list.messages }

        static func key(_ value: Int) -> BridgeWireKey { BridgeWireKey("id-\(value)") }
    }

    @Test func removalsInAnyOrderKeepTheRestInArrivalOrder() {
        var numbered = NumberedList()
        for value in 0..<1_000 { numbered.append(value) }
        var generator = SeededGenerator(seed: 5)
        var expected = Array(0..<1_000)
        for value in Array(0..<1_000).shuffled(using: &generator).prefix(900) {
            numbered.remove(value)
            expected.removeAll { $0 == value }
            if value % 97 == 0 { #expect(numbered.read() == expected) }  // reads between removals
        }
        #expect(numbered.read() == expected)
        #expect(numbered.list.count == 100)
        // Appending after squeezing keeps the order, and every remaining number still finds its
        // request: removing them one by one leaves exactly the newest.
        numbered.append(1_000)
        #expect(numbered.read() == expected + [1_000])
        for (offset, value) in expected.enumerated() {
            numbered.remove(value)
            #expect(numbered.list.count == expected.count - offset)
            #expect(numbered.read() == Array(expected[(offset + 1)...]) + [1_000])
        }
        #expect(numbered.read() == [1_000])
    }

    @Test func aNumberNoLongerHeldRemovesNothing() {
        var list = PendingRequestList<String>()
        let first = list.append("first", key: "a")
        _ = list.append("second", key: "b")
        list.remove(at: first) { _, _ in Issue.record("nothing to renumber") }
        list.remove(at: first) { _, _ in Issue.record("nothing to renumber") }
        list.remove(at: first + 5) { _, _ in Issue.record("nothing to renumber") }
        #expect(list.count == 1)
        #expect(list.messages == ["second"])
    }

    @Test func removingEverythingLeavesAnEmptyList() {
        var list = PendingRequestList<Int>()
        for value in 0..<10 { _ = list.append(value, key: BridgeWireKey("\(value)")) }
        list.removeAll()
        #expect(list.messages.isEmpty)
        #expect(list.isEmpty)
        let sequence = list.append(7, key: "0")
        #expect(list.messages == [7])
        list.remove(at: sequence) { _, _ in }
        #expect(list.isEmpty)
    }
}
