/// What the spec says of each event the host might send by name (`send(event:data:)`): whether
/// the host may send it, and the type of its data. Generated code keeps one table per protocol.
@_spi(BridgeGenerated) public struct BridgeOutgoingEventChecks: Sendable {
    /// One event as the spec declares it.
    public enum Entry: Sendable {
        /// The host may send it (`nativeToWeb` or `both`), with data of the checked type.
        case sentByHost(BridgeSchemaCheck)
        /// Only the page sends it (`webToNative`).
        case sentByPage
    }

    private let entries: BridgeNameTable<Entry>

    /// A table of the spec's events, by name.
    public init(_ entries: KeyValuePairs<String, Entry>) {
        self.entries = BridgeNameTable(entries)
    }

    /// Why the host should not send `name` with `data`; nil when it may, or when the spec does not
    /// know the event (a custom event the page and the app agree on).
    public func problem(sending name: String, data: [String: JSONValue]?) -> String? {
        switch entries[name] {
        case nil:
            nil
        case .sentByPage:
            "Sent \(name), which the spec says only the page sends"
        case .sentByHost(let check):
            check.check(payloadData: data).map { "Sent \(name) with data that does not match its type: \($0)" }
        }
    }
}
