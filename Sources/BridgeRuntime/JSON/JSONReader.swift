import Foundation

/// A strict RFC 8259 JSON parser for messages from the page.
///
/// It accepts exactly one JSON value surrounded by optional whitespace, in UTF-8, and rejects
/// everything RFC 8259 leaves to the implementation in the way least likely to let two readers
/// disagree about a message: a byte order mark, invalid UTF-8, unpaired surrogate escapes, duplicate
/// object keys, and numbers beyond `Double`. ``Limits`` bound the size and nesting of the input;
/// nesting is tracked on an explicit stack, so no input can exhaust the call stack.
///
/// It works on the bytes in place: strings without escapes are created straight from their bytes,
/// and the only other allocations are the values themselves.
public struct JSONReader: Sendable {
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
