import Foundation

/// A strict RFC 8259 JSON parser for messages from the page.
///
/// It accepts exactly one JSON value surrounded by optional whitespace, in UTF-8, and rejects
/// everything RFC 8259 leaves to the implementation in the way least likely to let two readers
/// disagree about a message: a byte order mark, invalid UTF-8, unpaired surrogate escapes, duplicate
/// object keys, and numbers beyond `Double`. ``Limits`` bound the size and nesting of the input.
/// Nesting is tracked on an explicit stack while reading, and no limit goes beyond
/// ``Limits/maxDepthCeiling``, so neither reading nor destroying, comparing or writing what was read
/// can exhaust the call stack, whatever the input and the configuration.
///
/// Object keys are compared code unit by code unit, as RFC 8259 says and as JavaScript, which
/// writes the messages, does: a key is a duplicate only if it has the same bytes as another key of
/// its object. Keys that differ only in Unicode normalization (`"é"` as U+00E9 and as e + U+0301)
/// are different keys, so the text is valid, but `JSONValue.object` is a `[String: JSONValue]`,
/// which holds one member per canonically equivalent key: the later member replaces the earlier,
/// key and value. Rejecting the text would refuse valid JSON a page can send; keeping the later
/// member is what `JSON.parse` does with a repeated name, and the member kept is always one member
/// of the text, never one's key with another's value.
///
/// It works on the bytes in place: strings without escapes are created straight from their bytes,
/// and the only other allocations are the values themselves.
@_spi(BridgeGenerated) public struct JSONReader: Sendable {
    /// The bounds this reader enforces.
    public var limits: Limits

    /// Creates a reader with the given bounds.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Parses UTF-8 JSON text.
    public func read(_ text: UnsafeRawBufferPointer) throws(JSONReadError) -> JSONValue {
        guard text.count <= limits.maxBytes else {
            throw JSONReadError(.inputTooLarge(limit: limits.maxBytes), at: limits.maxBytes, in: text)
        }
        var parser = JSONParser(text, maxDepth: limits.maxDepth)
        return try parser.parseDocument()
    }

    /// Parses UTF-8 JSON text.
    public func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
        try bytes.withUnsafeBytes { text in Result { () throws(JSONReadError) in try read(text) } }.get()
    }

    /// Parses UTF-8 JSON text.
    public func read(_ data: Data) throws(JSONReadError) -> JSONValue {
        try data.withUnsafeBytes { text in Result { () throws(JSONReadError) in try read(text) } }.get()
    }

    /// Parses JSON text; offsets in errors count the string's UTF-8 bytes.
    public func read(_ string: String) throws(JSONReadError) -> JSONValue {
        var string = string  // withUTF8 is mutating only because it may make a bridged string native
        return try string.withUTF8 { utf8 in
            Result { () throws(JSONReadError) in try read(UnsafeRawBufferPointer(utf8)) }
        }.get()
    }
}
