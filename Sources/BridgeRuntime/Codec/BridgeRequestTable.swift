/// A protocol's request checks, found by the bytes of an action's name as the page sent it.
///
/// The host reads a request's action and then its data straight from the text. Looking the action
/// up here needs no string: a dictionary keyed by `String` made one for every message (an
/// allocation, for names longer than 15 bytes) and hashed it again. The table hands back its own
/// copy of the name, which the message keeps.
///
/// Open addressing over a power-of-two number of slots, at most half full, with a 64-bit FNV-1a
/// hash of the name's UTF-8: short names, looked up once per message, where a cryptographic hash
/// cost more than the search.
public struct BridgeRequestTable: Sendable {
    private struct Entry: Sendable {
        let name: String
        let utf8: [UInt8]
        let check: BridgeSchemaCheck
    }

    private let entries: [Entry]
    /// Each slot holds an index into `entries` plus one; 0 is empty.
    private let slots: [Int]

    /// A table of `checks`, keyed by action name.
    public init(_ checks: [String: BridgeSchemaCheck]) {
        // Sorted, so that the table is laid out the same way on every run.
        entries = checks.sorted { $0.key < $1.key }.map { Entry(name: $0.key, utf8: Array($0.key.utf8), check: $0.value) }
        var slotCount = 2
        while slotCount < entries.count * 2 { slotCount *= 2 }
        var slots = [Int](repeating: 0, count: slotCount)
        for (index, entry) in entries.enumerated() {
            var slot = entry.utf8.withUnsafeBufferPointer { Self.hash($0) } & (slotCount - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = index + 1
        }
        self.slots = slots
    }

    /// The action's name as the table keeps it, and its check; nil for an action not in the table.
    public func entry(for name: JSONKey) -> (action: String, check: BridgeSchemaCheck)? {
        let mask = slots.count - 1
        var slot = Self.hash(name.bytes) & mask
        while case let stored = slots[slot], stored != 0 {
            if Self.equal(entries[stored - 1].utf8, name.bytes) {
                return (entries[stored - 1].name, entries[stored - 1].check)
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Whether the bytes are the same, compared directly rather than through iterators.
    private static func equal(_ stored: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == name.count else { return false }
        return stored.withUnsafeBufferPointer { stored in
            for index in 0..<stored.count where stored[index] != name[index] { return false }
            return true
        }
    }

    /// FNV-1a, 64 bits, folded into a non-negative `Int`.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & Int.max
    }
}
