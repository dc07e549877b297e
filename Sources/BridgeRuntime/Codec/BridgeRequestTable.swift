/// A protocol's request checks, found by the bytes of an action's name as the page sent it.
///
/// The host reads a request's action and then its data straight from the text. Looking the action
/// up here needs no string, where a dictionary keyed by `String` needs one made for every message
/// (an allocation, for names longer than 15 bytes) and hashed again. The table hands back its own
/// copy of the name, which the message keeps. The search is an ``ActionTable``'s.
@_spi(BridgeGenerated) public struct BridgeRequestTable: Sendable {
    private let table: ActionTable<(action: String, check: BridgeSchemaCheck)>

    /// A table of the checks in `checks`, by action name.
    public init(_ checks: BridgeNameTable<BridgeSchemaCheck>) {
        // Sorted, so that the table is laid out the same way on every run.
        table = ActionTable(
            checks.all.sorted { $0.name.precedesInUTF8Order($1.name) }
                .map { (BridgeWireKey($0.name), ($0.name, $0.value)) })
    }

    /// The action's name as the table keeps it, and its check; nil for an action not in the table.
    public func entry(for name: JSONKey) -> (action: String, check: BridgeSchemaCheck)? {
        table[name.bytes]
    }

    /// The action's name as the table keeps it, and its check, for an action already read into a
    /// string; nil for an action not in the table. Found by the exact bytes of `name`, as
    /// ``entry(for:)-(JSONKey)`` finds it: a `[String: BridgeSchemaCheck]` would also take a
    /// canonically equivalent spelling, such as KELVIN SIGN for a "K", for an action of the spec.
    public func entry(for name: String) -> (action: String, check: BridgeSchemaCheck)? {
        table[name]
    }
}
