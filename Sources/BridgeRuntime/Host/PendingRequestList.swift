/// The requests nobody handles, in the order they arrived, each found and removed in O(1)
/// amortized time.
///
/// `pendingRequests` used to be the array itself, searched and shifted on every removal: a page
/// that left 30,000 requests to time out stalled the main actor for seconds. Here a removal leaves
/// a hole. Holes at the front (requests ending in the order they came, as timeouts do) are dropped
/// by moving where the list starts; holes elsewhere are squeezed out once they outnumber the
/// requests, so each removal pays for at most one move. The array apps read is built only when they
/// read it after a change.
@usableFromInline
struct PendingRequestList<Message> {
    /// The requests in arrival order, with their keys; nil where one was removed.
    private var slots: [(key: BridgeWireKey, message: Message)?] = []
    /// How many slots at the front are holes.
    private var leadingHoles = 0
    /// The sequence number of `slots[0]`: requests are numbered as they arrive, and dropping holes
    /// at the front renumbers nothing.
    private var base = 0
    /// The sequence number of each pending request, by correlation ID.
    private var positions: [BridgeWireKey: Int] = [:]
    /// The requests without holes, as apps read them; nil after a removal, until the next read.
    private var dense: [Message]? = []

    /// How many requests are pending.
    @usableFromInline
    var count: Int { positions.count }

    /// Whether no request is pending.
    @usableFromInline
    var isEmpty: Bool { positions.isEmpty }

    /// The requests, oldest first: O(1) unless a request was removed since the last read.
    var messages: [Message] {
        mutating get {
            if let dense { return dense }
            let built = slots[leadingHoles...].compactMap { $0?.message }
            dense = built
            return built
        }
    }

    /// Adds a request under its correlation ID.
    @usableFromInline
    mutating func append(_ message: Message, key: BridgeWireKey) {
        positions[key] = base + slots.count
        slots.append((key, message))
        dense?.append(message)
    }

    /// Removes the request with `key`; whether there was one.
    @usableFromInline
    @discardableResult
    mutating func remove(_ key: BridgeWireKey) -> Bool {
        guard let position = positions.removeValue(forKey: key) else { return false }
        slots[position - base] = nil
        dense = nil
        while leadingHoles < slots.count, slots[leadingHoles] == nil { leadingHoles += 1 }
        if leadingHoles == slots.count {
            base += slots.count
            slots.removeAll(keepingCapacity: true)
            leadingHoles = 0
        } else if leadingHoles > 32, leadingHoles * 2 > slots.count {
            slots.removeFirst(leadingHoles)
            base += leadingHoles
            leadingHoles = 0
        }
        let innerHoles = slots.count - leadingHoles - positions.count
        if innerHoles > 32, innerHoles > positions.count { squeeze() }
        return true
    }

    /// Removes every request.
    mutating func removeAll() {
        base += slots.count
        slots.removeAll()
        leadingHoles = 0
        positions.removeAll()
        dense = []
    }

    /// Moves the requests together, dropping the holes, and numbers them again.
    private mutating func squeeze() {
        let kept = slots.compactMap { $0 }
        base += slots.count
        for (offset, entry) in kept.enumerated() { positions[entry.key] = base + offset }
        slots = kept
        leadingHoles = 0
    }
}
