/// Values by action name, found by the name's exact bytes: the request checks
/// (``BridgeRequestTable``) and the host's routes. Every request looks its action up in both, and
/// a dictionary keyed by ``BridgeWireKey`` hashes the name with SipHash, several times the cost of
/// this search for names this short. Built once for each change of what it holds.
///
/// Open addressing over a power-of-two number of slots, at most half full, with the hash of
/// ``NameBytes``.
@usableFromInline
struct ActionTable<Value> {
    /// A name, as the bytes it is compared by, and its value.
    @usableFromInline
    struct Entry {
        @usableFromInline let utf8: [UInt8]
        @usableFromInline let value: Value
    }

    /// The names and values, in the order they were given.
    @usableFromInline let entries: [Entry]
    /// Each slot holds an index into `entries` plus one; 0 is empty. At most half full.
    @usableFromInline let slots: [Int]

    /// A table of `values` by name; the names are distinct.
    init(_ values: some Sequence<(name: BridgeWireKey, value: Value)>) {
        entries = values.map { Entry(utf8: Array($0.name.string.utf8), value: $0.value) }
        var slotCount = 2
        while slotCount < entries.count * 2 { slotCount *= 2 }
        var slots = [Int](repeating: 0, count: slotCount)
        for (index, entry) in entries.enumerated() {
            var slot = entry.utf8.withUnsafeBufferPointer { NameBytes.hash($0) } & (slotCount - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = index + 1
        }
        self.slots = slots
    }

    /// The value for the action named exactly `name`; nil when it has none.
    @inlinable
    subscript(name: String) -> Value? {
        if let found = name.utf8.withContiguousStorageIfAvailable({ self[$0] }) { return found }
        return Array(name.utf8).withUnsafeBufferPointer { self[$0] }
    }

    /// The value for the action whose name is exactly the UTF-8 `name`; nil when it has none.
    @inlinable
    subscript(name: UnsafeBufferPointer<UInt8>) -> Value? {
        let mask = slots.count - 1
        var slot = NameBytes.hash(name) & mask
        while case let stored = slots[slot], stored != 0 {
            if NameBytes.equal(entries[stored - 1].utf8, name) { return entries[stored - 1].value }
            slot = (slot + 1) & mask
        }
        return nil
    }
}

extension ActionTable: Sendable where Value: Sendable {}
extension ActionTable.Entry: Sendable where Value: Sendable {}
