// The parser behind JSONReader: a byte-level state machine over an unsafe buffer. Open arrays and
// objects live on an explicit stack of frames rather than the call stack, so depth is bounded only
// by Limits.maxDepth and a hostile `[[[[…` cannot crash the host.

/// Parses one JSON text. Strings and numbers are in their own files.
///
/// Generated code reaches it through the host's receiving code, which it compiles; only
/// ``readPlainMessage(decodingRequestData:requestData:)`` is for it.
@_spi(BridgeGenerated) public struct JSONParser {
    /// An array or object whose closing bracket has not been read yet.
    private struct Frame {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [String: JSONValue] = [:]
        /// The key of the member whose value is being read.
        var key = ""
        /// Keys that a later, canonically equivalent key replaced (see `replaceEquivalentMember`):
        /// still keys of this object, so their bytes may not come again. Nearly always empty.
        var replacedKeys: [String] = []

        /// A container with room for a few members or elements up front: one allocation where
        /// growing one by one from empty takes two or three for the small objects messages are made of.
        ///
        /// The dictionary is made with its capacity rather than reserved afterwards: the generic
        /// `Dictionary.reserveCapacity` looks type metadata up at run time.
        init(isObject: Bool) {
            self.isObject = isObject
            if isObject {
                members = [String: JSONValue](minimumCapacity: 6)
            } else {
                elements.reserveCapacity(4)
            }
        }

        /// Makes way for `key`, which Swift's `String` equality finds among the members already
        /// read at `index`. Keys are compared by their code units (RFC 8259, and what JavaScript
        /// does), so a canonically equivalent key spelled with other code units (e + U+0301 after
        /// U+00E9) is another key, not a duplicate. A `[String: JSONValue]` holds only one of
        /// the two: the later one replaces the earlier, key and value, as JavaScript's `JSON.parse`
        /// lets a later member win. Returns false, changing nothing, for a true duplicate: the same
        /// bytes as a key already read, whether it is still a member or was replaced.
        mutating func replaceEquivalentMember(at index: [String: JSONValue].Index, with key: String) -> Bool {
            let earlier = members[index].key
            guard !earlier.hasSameUTF8(as: key), !replacedKeys.contains(where: { $0.hasSameUTF8(as: key) }) else {
                return false
            }
            replacedKeys.append(earlier)
            members.remove(at: index)
            return true
        }
    }

    let text: UnsafeRawBufferPointer
    /// The text's bytes; a dangling but never dereferenced pointer when the text is empty.
    let bytes: UnsafePointer<UInt8>
    let end: Int
    let maxDepth: Int
    /// The next byte to read.
    var offset = 0
    /// Reused to assemble strings that contain escapes.
    var scratch: [UInt8] = []

    /// A parser of `text`, at most `maxDepth` arrays and objects deep.
    public init(_ text: UnsafeRawBufferPointer, maxDepth: Int) {
        self.text = text
        self.bytes =
            text.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) }
            ?? UnsafePointer(bitPattern: 1)!
        self.end = text.count
        self.maxDepth = maxDepth
    }

    /// An error at `offset`, with its line and column.
    func error(_ kind: JSONReadError.Kind, at offset: Int) -> JSONReadError {
        JSONReadError(kind, at: offset, in: text)
    }

    /// The error for the byte at `offset`, which cannot go there, or for the end of the text.
    func unexpected(at offset: Int) -> JSONReadError {
        offset < end ? error(.unexpectedByte(bytes[offset]), at: offset) : error(.unexpectedEndOfInput, at: end)
    }

    mutating func parseDocument() throws(JSONReadError) -> JSONValue {
        if end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            throw error(.byteOrderMark, at: 0)
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard offset == end else { throw error(.trailingData, at: offset) }
        return value
    }

    /// Reads one value and whatever it contains, inside `depth` open arrays and objects.
    mutating func parseValue(depth: Int) throws(JSONReadError) -> JSONValue {
        // The innermost open container lives in `top`, the ones around it in `outer`: a value with
        // one level of nesting, like most message data, allocates no stack.
        var top: Frame?
        var outer: [Frame] = []
        while true {
            // Read a value; an opening bracket pushes a frame and loops back for the first element.
            skipWhitespace()
            guard offset < end else { throw error(.unexpectedEndOfInput, at: end) }
            var value: JSONValue
            switch bytes[offset] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth + outer.count + (top == nil ? 0 : 1) < maxDepth else {
                    throw error(.nestingTooDeep(limit: maxDepth), at: offset)
                }
                let isObject = bytes[offset] == UInt8(ascii: "{")
                offset += 1
                skipWhitespace()
                if offset < end && bytes[offset] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    offset += 1
                    value = isObject ? .object([:]) : .array([])
                } else {
                    var frame = Frame(isObject: isObject)
                    if isObject {
                        frame.key = try parseKey()
                    }
                    if let enclosing = top.take() { outer.append(enclosing) }
                    top = frame
                    continue
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            default:
                throw unexpected(at: offset)
            }
            // Add the value to its container; a closing bracket finishes the container, which is then
            // added to its own, and so on. A comma goes back to read the next value.
            while top != nil {
                skipWhitespace()
                let isObject = top.unsafelyUnwrapped.isObject
                if isObject {
                    let key = top.unsafelyUnwrapped.key
                    top!.members[key] = value
                } else {
                    top!.elements.append(value)
                }
                guard offset < end else { throw error(.unexpectedEndOfInput, at: end) }
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: ",") {
                    if isObject {
                        skipWhitespace()
                        // A duplicate is reported at its key, before its value is read: errors come
                        // in the order of the text.
                        let keyOffset = offset
                        let key = try parseKey()
                        if let index = top.unsafelyUnwrapped.members.index(forKey: key),
                            !top!.replaceEquivalentMember(at: index, with: key)
                        {
                            throw error(.duplicateKey(key), at: keyOffset)
                        }
                        top!.key = key
                    }
                    break
                } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    let frame = top.take().unsafelyUnwrapped
                    top = outer.popLast()
                    value = isObject ? .object(frame.members) : .array(frame.elements)
                } else {
                    throw unexpected(at: offset - 1)
                }
            }
            if top == nil { return value }
        }
    }

    /// Reads `"name"` and the `:` after it, with whitespace around the colon.
    mutating func parseKey() throws(JSONReadError) -> String {
        guard offset < end && bytes[offset] == UInt8(ascii: "\"") else { throw unexpected(at: offset) }
        let key = try parseString()
        skipWhitespace()
        guard offset < end && bytes[offset] == UInt8(ascii: ":") else { throw unexpected(at: offset) }
        offset += 1
        return key
    }

    /// Reads `true`, `false` or `null`, whose first byte is known to match.
    mutating func expectLiteral(_ literal: StaticString) throws(JSONReadError) {
        for index in 0..<literal.utf8CodeUnitCount {
            guard offset < end && bytes[offset] == literal.utf8Start[index] else { throw unexpected(at: offset) }
            offset += 1
        }
    }

    /// Skips JSON whitespace: space, tab, line feed, carriage return.
    ///
    /// Inlined up to the first byte: messages are mostly compact, and a call for every value would
    /// cost more than the whitespace.
    @inline(__always)
    mutating func skipWhitespace() {
        guard offset < end, bytes[offset] <= 0x20 else { return }
        skipWhitespaceBytes()
    }

    private mutating func skipWhitespaceBytes() {
        while offset < end {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }
}
