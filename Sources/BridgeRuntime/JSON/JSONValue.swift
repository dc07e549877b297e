/// A JSON value as the bridge sees it: the result of `JSONReader` and an input of `JSONWriter`.
///
/// Numbers are `Double`s, as in the JavaScript peer on the other side of the bridge, so integers are
/// exact only up to 2^53 in magnitude. Objects are unordered and cannot hold a key twice (the reader
/// rejects duplicates); the writer prints their keys in the order of their UTF-8 bytes, so the same
/// value always gives the same text.
///
/// Keys on the wire are compared code unit by code unit, as RFC 8259 and JavaScript compare them, but
/// a `[String: JSONValue]` compares them as Swift compares strings, by canonical equivalence. So an
/// object whose keys differ only in normalization, such as `"é"` sent as U+00E9 and again as
/// e + U+0301, is valid JSON that the reader accepts, but it becomes one member here: the last of
/// the equivalent keys, with its own spelling and its own value (`JSONReader` explains why).
/// Decoders and ``subscript(_:)-(String)`` look members up by their exact code units, so such a
/// member is found only under the spelling that was kept.
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
    /// The value as compact JSON, object keys in UTF-8 byte order, as the host writes it.
    public var description: String {
        var writer = JSONWriter()
        writer.value(self)
        return writer.string
    }
}
