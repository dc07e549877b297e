/// Checks JSON against one generated type, so generated code can keep a table of checks keyed by
/// action instead of a switch with a case per action: for large protocols the switch took more than
/// half of the generated module's compile time.
public struct BridgeSchemaCheck: Sendable {
    @usableFromInline let decode: @Sendable (JSONValue, JSONPath) throws(BridgeDecodingError) -> Void

    /// A check that `Value` can be decoded from the JSON.
    ///
    /// Inlinable, so the generated table's checks are specialised for their types: made here, the
    /// closure decoded through `Value`'s witness table and run-time metadata on every message.
    @inlinable
    public init<Value: BridgeJSONDecodable>(_ type: Value.Type) {
        decode = { json, path throws(BridgeDecodingError) in _ = try Value(json: json, path: path) }
    }

    /// Where request and result data sit in a message, made once for every check.
    private static let payloadDataPath = JSONPath([.key("payload"), .key("data")])

    /// Checks a message's `payload.data` (absent counts as `{}`); nil when it decodes.
    public func check(payloadData data: [String: JSONValue]?) -> BridgeDecodingError? {
        do {
            try decode(.object(data ?? [:]), Self.payloadDataPath)
        } catch {
            return error
        }
        return nil
    }
}
