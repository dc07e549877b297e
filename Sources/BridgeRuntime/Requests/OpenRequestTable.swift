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
    /// Each open request's number in `list`, by correlation ID; empty while one request alone is
    /// open (see `alone`).
    @usableFromInline
    var numbers: [BridgeWireKey: Int] = [:]
    /// The open requests with their keys, in arrival order.
    @usableFromInline
    var list = ArrivalList<(key: BridgeWireKey, request: OpenRequest)>()
    /// The number and key of the request open alone, which `numbers` does not hold: usually one
    /// request is open at a time (handlers answer as they go), and it is found by comparing its
    /// key, where the dictionary would hash it once to open it and again to close it. The key is
    /// kept here too, so that comparing it copies no request out of `list`.
    @usableFromInline
    var alone: (number: Int, key: BridgeWireKey)?

    @inlinable
    init() {}

    /// How many requests are open.
    @inlinable
    var count: Int { list.count }

    /// The number in `list` of the request open under `key`.
    @inlinable
    func number(of key: BridgeWireKey) -> Int? {
        if let alone { return alone.key == key ? alone.number : nil }
        return numbers.isEmpty ? nil : numbers[key]
    }

    /// The open request with `key`.
    @inlinable
    subscript(key: BridgeWireKey) -> OpenRequest? {
        guard let number = number(of: key) else { return nil }
        return list[number]?.request
    }

    /// Whether a request is open under `key`; unlike reading it, copies nothing. With none open
    /// or one (the usual cases when a request arrives) it hashes nothing.
    @inlinable
    func contains(_ key: BridgeWireKey) -> Bool { number(of: key) != nil }

    /// Changes the open request with `key` in place, if there is one.
    @inlinable
    mutating func update(_ key: BridgeWireKey, _ change: (inout OpenRequest) -> Void) {
        guard let number = number(of: key) else { return }
        change(&list[number]!.request)
    }

    /// Opens `request` under `key`, ending any request open under it before.
    @inlinable
    mutating func insert(_ request: consuming OpenRequest, for key: BridgeWireKey) {
        if list.count == 0 {
            alone = (list.append((key, consume request)), key)
            return
        }
        if let first = alone {
            alone = nil
            if first.key == key {
                list.remove(at: first.number) { _, _ in }
                alone = (list.append((key, consume request)), key)
                return
            }
            numbers[first.key] = first.number
        }
        let number = list.append((key, consume request))
        // One hash: the receiver has already refused a correlation ID still open, so this is rare.
        guard let earlier = numbers.updateValue(number, forKey: key) else { return }
        list.remove(at: earlier) { entry, renumbered in numbers[entry.key] = renumbered }
    }

    /// Ends the request with `key` and returns it, if it was open.
    @inlinable
    @discardableResult
    mutating func removeValue(forKey key: BridgeWireKey) -> OpenRequest? {
        if let first = alone {
            guard first.key == key else { return nil }
            alone = nil
            return list.remove(at: first.number) { _, _ in }?.request
        }
        guard !numbers.isEmpty, let number = numbers.removeValue(forKey: key) else { return nil }
        return list.remove(at: number) { entry, renumbered in numbers[entry.key] = renumbered }?.request
    }

    /// Ends every request.
    mutating func removeAll() {
        numbers.removeAll()
        alone = nil
        list.removeAll()
    }

    /// The open requests with their keys, oldest first.
    var entries: some Sequence<(key: BridgeWireKey, request: OpenRequest)> { list.elements }

    /// The keys of the newest `count` open requests at most, newest first.
    func newestKeys(_ count: Int) -> [BridgeWireKey] { list.newest(count).map(\.key) }
}
