/// Values by a name the page sends (an action, an event, an error code), found by the name's exact
/// bytes, as the page compares names: a `String` key would also find a canonically equivalent
/// spelling, such as KELVIN SIGN for a "K". Generated code keeps its per-action tables in these.
@_spi(BridgeGenerated) public struct BridgeNameTable<Value: Sendable>: Sendable {
    private let entries: [BridgeWireKey: Value]

    /// A table of `entries`, each name its own key, however Swift would compare them.
    public init(_ entries: KeyValuePairs<String, Value>) {
        self.init(pairs: entries)
    }

    /// A table of the names and values in `pairs`; a later value of a name replaces an earlier one.
    init(pairs: some Sequence<(key: String, value: Value)>) {
        var table: [BridgeWireKey: Value] = [:]
        for (name, value) in pairs { table[BridgeWireKey(name)] = value }
        self.entries = table
    }

    /// The value of `name`, by its exact bytes.
    public subscript(name: String) -> Value? {
        entries[BridgeWireKey(name)]
    }

    /// Every name with its value, in no particular order.
    var all: some Sequence<(name: String, value: Value)> {
        entries.lazy.map { (name: $0.key.string, value: $0.value) }
    }
}

/// A set of names the page sends, such as the error codes an action declares, found by exact bytes.
@_spi(BridgeGenerated) public struct BridgeNameSet: Sendable, ExpressibleByArrayLiteral {
    private let names: Set<BridgeWireKey>

    /// A set of `names`.
    public init(arrayLiteral names: String...) {
        self.names = Set(names.map { BridgeWireKey($0) })
    }

    /// Whether `name`, by its exact bytes, is in the set.
    public func contains(_ name: String) -> Bool {
        names.contains(BridgeWireKey(name))
    }
}
