import Testing
import TestSupport
@testable import BridgeRuntime

/// The pending requests: arrival order survives any removals, holes are squeezed out, and a key is
/// found by its exact bytes.
@Suite struct PendingRequestListTests {
    /// What apps read; `messages` caches, so reading it mutates the list.
    private static func read<Message>(_ list: inout PendingRequestList<Message>) -> [Message] { list.messages }

    /// Removes `key`; `#expect` cannot call a mutating method itself.
    private static func remove<Message>(_ key: BridgeWireKey, from list: inout PendingRequestList<Message>) -> Bool {
        list.remove(key)
    }

    @Test func removalsInAnyOrderKeepTheRestInArrivalOrder() {
        var list = PendingRequestList<Int>()
        for value in 0..<1_000 { list.append(value, key: BridgeWireKey("id-\(value)")) }
        var generator = SeededGenerator(seed: 5)
        var expected = Array(0..<1_000)
        for value in Array(0..<1_000).shuffled(using: &generator).prefix(900) {
            #expect(Self.remove(BridgeWireKey("id-\(value)"), from: &list))
            expected.removeAll { $0 == value }
            if value % 97 == 0 { #expect(Self.read(&list) == expected) }  // reads between removals
        }
        #expect(Self.read(&list) == expected)
        #expect(list.count == 100)
        // Appending after squeezing keeps the order, and every remaining key is still found.
        list.append(1_000, key: "id-1000")
        #expect(Self.read(&list) == expected + [1_000])
        for value in expected { #expect(Self.remove(BridgeWireKey("id-\(value)"), from: &list)) }
        #expect(Self.read(&list) == [1_000])
    }

    @Test func aKeyIsFoundOnlyByItsExactBytes() {
        var list = PendingRequestList<String>()
        list.append("composed", key: BridgeWireKey("\u{E9}"))
        #expect(!Self.remove(BridgeWireKey("e\u{301}"), from: &list))
        #expect(Self.remove(BridgeWireKey("\u{E9}"), from: &list))
        #expect(!Self.remove(BridgeWireKey("\u{E9}"), from: &list))
        #expect(list.isEmpty)
    }

    @Test func removingEverythingLeavesAnEmptyList() {
        var list = PendingRequestList<Int>()
        for value in 0..<10 { list.append(value, key: BridgeWireKey("\(value)")) }
        list.removeAll()
        #expect(Self.read(&list).isEmpty)
        list.append(7, key: "0")
        #expect(Self.read(&list) == [7])
    }
}
