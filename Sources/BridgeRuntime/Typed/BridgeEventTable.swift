/// What a spec says of each event it declares: which way it flows, and the type of its data.
/// Generated code keeps one table per protocol and one per extension; the host checks against them
/// the events the app sends by name (`send(event:data:)`) and the extensions' events the page sends.
@_spi(BridgeGenerated) public struct BridgeEventTable: Sendable {
    /// Which way an event flows, as the spec's `direction` says.
    public enum Direction: Sendable {
        /// Only the host sends it (`nativeToWeb`).
        case nativeToWeb
        /// Only the page sends it (`webToNative`).
        case webToNative
        /// Either side sends it (`both`).
        case both
    }

    /// One event as the spec declares it.
    public struct Entry: Sendable {
        let direction: Direction
        let data: BridgeSchemaCheck
        let dataType: String

        /// An event flowing `direction`, whose data is a `Data`.
        @inlinable
        public init<Data: BridgeJSONDecodable & Sendable>(_ direction: Direction, _ data: Data.Type) {
            self.init(direction: direction, data: BridgeSchemaCheck(Data.self), dataType: "\(Data.self)")
        }

        @usableFromInline
        init(direction: Direction, data: BridgeSchemaCheck, dataType: String) {
            self.direction = direction
            self.data = data
            self.dataType = dataType
        }
    }

    /// What a table says of one event.
    enum Verdict: Equatable {
        /// The table does not declare the event.
        case undeclared
        /// The event may flow this way with this data.
        case allowed
        /// It may not: why.
        case refused(String)
    }

    private let entries: BridgeNameTable<Entry>

    /// A table of the spec's events, by name.
    public init(_ entries: KeyValuePairs<String, Entry>) {
        self.entries = BridgeNameTable(entries)
    }

    /// Whether the host may send `name` with `data`.
    func check(sending name: String, data: [String: JSONValue]?) -> Verdict {
        guard let entry = entries[name] else { return .undeclared }
        if entry.direction == .webToNative { return .refused("Sent \(name), which the spec says only the page sends") }
        return entry.data.check(payloadData: data).map { .refused("Sent \(name) with data that does not match its type: \($0)") }
            ?? .allowed
    }

    /// Whether the page may send `name` with `data`, in the words the generated event types use.
    func check(receiving name: String, data: [String: JSONValue]?) -> Verdict {
        guard let entry = entries[name] else { return .undeclared }
        if entry.direction == .nativeToWeb { return .refused("The page sent \(name), which only the host sends") }
        return entry.data.check(payloadData: data).map {
            .refused("The page sent \(name) with data that does not match \(entry.dataType): \($0)")
        } ?? .allowed
    }
}
