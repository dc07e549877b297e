/// A protocol's request checks, found by the bytes of an action's name as the page sent it.
///
/// The host reads a request's action and then its data straight from the text. Looking the action
/// up here needs no string, where a dictionary keyed by `String` needs one made for every message
/// (an allocation, for names longer than 15 bytes) and hashed again. The table hands back its own
/// copy of the name, which the message keeps.
///
/// Open addressing over a power-of-two number of slots, at most half full, with a 64-bit hash of
/// the name's UTF-8 taken a word at a time: the names are short and looked up once per message,
/// so a cryptographic hash would cost more than the search.
@_spi(BridgeGenerated) public struct BridgeRequestTable: Sendable {
    private struct Entry: Sendable {
        let name: String
        let utf8: [UInt8]
        let check: BridgeSchemaCheck
    }

    private let entries: [Entry]
    /// Each slot holds an index into `entries` plus one; 0 is empty.
    private let slots: [Int]

    /// A table of the checks in `checks`, by action name.
    public init(_ checks: BridgeNameTable<BridgeSchemaCheck>) {
        self.init(checks.all.map { (BridgeWireKey($0.name), $0.value) })
    }

    private init(_ checks: [(name: BridgeWireKey, check: BridgeSchemaCheck)]) {
        // Sorted, so that the table is laid out the same way on every run.
        entries = checks.sorted { $0.name.string.precedesInUTF8Order($1.name.string) }
            .map { Entry(name: $0.name.string, utf8: Array($0.name.string.utf8), check: $0.check) }
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

    /// The action's name as the table keeps it, and its check, for an action already read into a
    /// string; nil for an action not in the table. Found by the exact bytes of `name`, as
    /// ``entry(for:)-(JSONKey)`` finds it: a `[String: BridgeSchemaCheck]` would also take a
    /// canonically equivalent spelling, such as KELVIN SIGN for a "K", for an action of the spec.
    public func entry(for name: String) -> (action: String, check: BridgeSchemaCheck)? {
        let found = name.utf8.withContiguousStorageIfAvailable { entry(for: JSONKey(bytes: $0)) }
        return found ?? Array(name.utf8).withUnsafeBufferPointer { entry(for: JSONKey(bytes: $0)) }
    }

    /// Whether the bytes are the same, compared eight at a time.
    static func equal(_ stored: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == name.count else { return false }
        return stored.withUnsafeBufferPointer { stored in
            var offset = 0
            while offset + 8 <= stored.count {
                guard word(stored, at: offset) == word(name, at: offset) else { return false }
                offset += 8
            }
            return tail(stored, from: offset) == tail(name, from: offset)
        }
    }

    /// A hash of the bytes taken eight at a time, each word folded in with a multiply and a shift,
    /// then the rest and the length; folded into a non-negative `Int`. It depends on the bytes only.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ word(bytes, at: offset))
            offset += 8
        }
        hash = mix(hash ^ tail(bytes, from: offset))
        hash = mix(hash ^ UInt64(bytes.count))
        return Int(truncatingIfNeeded: hash ^ (hash >> 32)) & Int.max
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 29)
    }

    /// The eight bytes at `offset`, which must all be within `bytes`.
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// The fewer than eight bytes from `offset` to the end, in the low bytes of a word.
    private static func tail(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> UInt64 {
        var value: UInt64 = 0
        var index = bytes.count
        while index > offset {
            index -= 1
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }
}
