/// The requests nobody handles, in the order they arrived, each removed in O(1) amortized time.
///
/// `pendingRequests` used to be the array itself, searched and shifted on every removal: a page
/// that left 30,000 requests to time out stalled the main actor for seconds. Here the requests are
/// an `ArrivalList`, found by the number the engine keeps with each open request (a dictionary of
/// its own cost a second hash of every correlation ID that ends). The array apps read is built only
/// when they read it after a change.
@usableFromInline
struct PendingRequestList<Message> {
    /// The requests with their keys, in arrival order.
    @usableFromInline
    var list = ArrivalList<(key: BridgeWireKey, message: Message)>()
    /// The requests without holes, as apps read them; nil after a removal, until the next read.
    @usableFromInline
    var dense: [Message]? = []

    /// How many requests are pending.
    @inlinable
    var count: Int { list.count }

    /// Whether no request is pending.
    @inlinable
    var isEmpty: Bool { list.count == 0 }

    /// The requests, oldest first: O(1) unless a request was removed since the last read.
    var messages: [Message] {
        mutating get {
            if let dense { return dense }
            let built = list.elements.map(\.message)
            dense = built
            return built
        }
    }

    /// Adds a request under its correlation ID, and returns its number.
    @inlinable
    mutating func append(_ message: Message, key: BridgeWireKey) -> Int {
        dense?.append(message)
        return list.append((key, message))
    }

    /// Removes the request numbered `number`, if it is still here. Squeezing out holes numbers the
    /// remaining requests again: `renumber` gets each one's key and new number.
    @inlinable
    mutating func remove(at number: Int, renumber: (BridgeWireKey, Int) -> Void) {
        guard list.remove(at: number, renumber: { entry, renumbered in renumber(entry.key, renumbered) }) != nil else { return }
        dense = nil
    }

    /// Removes every request.
    mutating func removeAll() {
        list.removeAll()
        dense = []
    }
}
