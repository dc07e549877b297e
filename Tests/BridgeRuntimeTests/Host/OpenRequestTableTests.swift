import TestSupport
import Testing

@testable import BridgeRuntime

/// The open requests: each found by its correlation ID however the table numbers them again, kept
/// in arrival order, and a correlation ID opened twice holds only the newest request.
@MainActor
@Suite struct OpenRequestTableTests {
    private static func request(_ serial: Int) -> OpenRequest {
        OpenRequest(
            action: "a.b", capability: "a", bytes: serial, serial: UInt64(serial),
            gate: serial.isMultiple(of: 2) ? BridgeAnswerGate() : nil)
    }

    private static func key(_ serial: Int) -> BridgeWireKey { BridgeWireKey("id-\(serial)") }

    @Test func everyRequestIsFoundAfterRemovalsInAnyOrder() {
        var table = OpenRequestTable()
        for serial in 0..<2_000 { table.insert(Self.request(serial), for: Self.key(serial)) }
        var generator = SeededGenerator(seed: 11)
        var open = Set(0..<2_000)
        for serial in Array(0..<2_000).shuffled(using: &generator).prefix(1_900) {
            #expect(table.removeValue(forKey: Self.key(serial))?.serial == UInt64(serial))
            #expect(table.removeValue(forKey: Self.key(serial)) == nil)
            open.remove(serial)
        }
        #expect(table.count == 100)
        for serial in 0..<2_000 {
            #expect(table[Self.key(serial)]?.serial == (open.contains(serial) ? UInt64(serial) : nil))
        }
        #expect(table.entries.map(\.request.serial) == open.sorted().map(UInt64.init))
        #expect(table.entries.allSatisfy { $0.key == Self.key(Int($0.request.serial)) })
    }

    @Test func changesInPlaceReachTheRequest() {
        var table = OpenRequestTable()
        table.insert(Self.request(1), for: "x")
        let task = Task {}
        table.update("x") { $0.handlerTask = task }
        table.update("missing") { _ in Issue.record("no request is open under this key") }
        #expect(table["x"]?.handlerTask == task)
    }

    @Test func openingACorrelationIDAgainKeepsOnlyTheNewest() {
        var table = OpenRequestTable()
        table.insert(Self.request(1), for: "x")
        table.insert(Self.request(2), for: "y")
        table.insert(Self.request(3), for: "x")
        #expect(table.count == 2)
        #expect(table["x"]?.serial == 3)
        #expect(table.entries.map(\.request.serial) == [2, 3])
        table.removeAll()
        #expect(table.count == 0 && table["y"] == nil && table.entries.map(\.key).isEmpty)
    }

    /// One request open alone is kept apart from the dictionary: it must be found, replaced, ended
    /// and joined by others exactly as any request.
    @Test func aRequestOpenAloneIsFoundAsAnyOther() {
        var table = OpenRequestTable()
        table.insert(Self.request(1), for: "x")
        #expect(table.contains("x") && !table.contains("y") && table.count == 1)
        table.insert(Self.request(2), for: "x")
        #expect(table.count == 1 && table["x"]?.serial == 2)
        #expect(table.removeValue(forKey: "y") == nil)
        table.insert(Self.request(3), for: "y")
        table.insert(Self.request(4), for: "z")
        #expect(table.entries.map(\.request.serial) == [2, 3, 4])
        #expect(table.removeValue(forKey: "x")?.serial == 2)
        #expect(table.removeValue(forKey: "z")?.serial == 4)
        #expect(table["y"]?.serial == 3 && table.count == 1)
        #expect(table.removeValue(forKey: "y")?.serial == 3)
        #expect(table.count == 0 && !table.contains("y"))
        table.insert(Self.request(5), for: "y")
        #expect(table["y"]?.serial == 5 && table.removeValue(forKey: "y")?.serial == 5 && table.count == 0)
    }
}
