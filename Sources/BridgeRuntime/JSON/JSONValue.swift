/// A JSON value as the bridge sees it: the result of ``JSONReader`` and an input of ``JSONWriter``.
///
/// Numbers are `Double`s, as in the JavaScript peer on the other side of the bridge, so integers are
/// exact only up to 2^53 in magnitude. Objects are unordered and cannot hold a key twice (the reader
/// rejects duplicates); the writer prints their keys sorted so the same value always gives the same
/// text.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string of Unicode scalars.
    case string(String)
    /// An ordered list of values.
    case array([JSONValue])
    /// An unordered set of uniquely named members.
    case object([String: JSONValue])
}

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON, object keys sorted, exactly as ``JSONWriter/value(_:)`` writes it.
    public var description: String {
        var writer = JSONWriter()
        writer.value(self)
        return writer.string
    }
}
