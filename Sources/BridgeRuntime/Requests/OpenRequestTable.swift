/// The requests the host has not finished with, by correlation ID, kept in the order they arrived.
///
/// A dictionary of the requests themselves would hold them at random addresses: ending many
/// (timeouts come in arrival order, a navigation ends them all) would touch a large table at
/// random, and the more are open, the more each ending would cost. Here the dictionary holds only
/// each request's number in an `ArrivalList`, a table a fifth the size, and the requests lie in the
/// order they will most often end.
@MainActor
@usableFromInline
struct OpenRequestTable {
    /// Each open request's number in `list`, by correlation ID.
    @usableFromInline
    var numbers: [BridgeWireKey: Int] = [:]
    /// The open requests with their keys, in arrival order.
    @usableFromInline
    var list = ArrivalList<(key: BridgeWireKey, request: OpenRequest)>()

    @inlinable
    init() {}

    /// How many requests are open.
    @inlinable
    var count: Int { numbers.count }

    /// The open request with `key`.
    @inlinable
    subscript(key: BridgeWireKey) -> OpenRequest? {
        guard let number = numbers[key] else { return nil }
        return list[number]?.request
    }

    /// Whether a request is open under `key`; unlike reading it, copies nothing. With none open
    /// (the usual case when a request arrives, handlers answering as they go) it hashes nothing:
    /// a dictionary hashes the key before it looks, even when empty.
    @inlinable
    func contains(_ key: BridgeWireKey) -> Bool { !numbers.isEmpty && numbers[key] != nil }

    /// Changes the open request with `key` in place, if there is one.
    @inlinable
    mutating func update(_ key: BridgeWireKey, _ change: (inout OpenRequest) -> Void) {
        guard let number = numbers[key] else { return }
        change(&list[number]!.request)
    }

    /// Opens `request` under `key`, ending any request open under it before.
    @inlinable
    mutating func insert(_ request: consuming OpenRequest, for key: BridgeWireKey) {
        let number = list.append((key, consume request))
        // One hash: the receiver has already refused a correlation ID still open, so this is rare.
        guard let earlier = numbers.updateValue(number, forKey: key) else { return }
        list.remove(at: earlier) { entry, renumbered in numbers[entry.key] = renumbered }
    }

    /// Ends the request with `key` and returns it, if it was open.
    @inlinable
    @discardableResult
    mutating func removeValue(forKey key: BridgeWireKey) -> OpenRequest? {
        guard let number = numbers.removeValue(forKey: key) else { return nil }
        return list.remove(at: number) { entry, renumbered in numbers[entry.key] = renumbered }?.request
    }

    /// Ends every request.
    mutating func removeAll() {
        numbers.removeAll()
        list.removeAll()
    }

    /// The open requests with their keys, oldest first.
    var entries: some Sequence<(key: BridgeWireKey, request: OpenRequest)> { list.elements }

    /// The keys of the newest `count` open requests at most, newest first.
    func newestKeys(_ count: Int) -> [BridgeWireKey] { list.newest(count).map(\.key) }
}
