// A message the reader refused for its nesting alone may still say who sent it: its correlation ID
// and action sit at the top, two levels deep. This reads them without building any value, passing
// over the rest, however deep, with a stack of one byte per open array or object, so that the host
// can answer the page (INVALID_REQUEST) instead of leaving it waiting, and the depth limit still
// bounds every value the host builds.

extension JSONParser {
    /// Thrown when the text is not a message whose identity can be read.
    private struct Unreadable: Error {}

    /// The correlation ID and the action (empty when absent) of the message in the text, if the text
    /// is JSON at any depth and its correlation ID can be read: a string member of the top-level
    /// object, named once; its action is the string `action` of the object `payload`. Nil otherwise.
    /// Keys are checked for repeats at those two levels only, where they are read.
    @usableFromInline
    mutating func readMessageIdentity() -> (correlationId: String, action: String)? {
        do {
            return try messageIdentity()
        } catch {
            return nil
        }
    }

    private mutating func messageIdentity() throws(Unreadable) -> (correlationId: String, action: String) {
        if end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { throw Unreadable() }
        // JSON allows whitespace around the top-level value; the general reader takes it.
        skipWhitespace()
        var correlationId: String?
        var action: String?
        var keys: Set<BridgeWireKey> = []
        try readMembers { parser, key throws(Unreadable) in
            guard keys.insert(BridgeWireKey(key)).inserted else { throw Unreadable() }
            switch key {
            case BridgeMessageKeys.correlationId:
                correlationId = try parser.stringOrSkip()
            case BridgeMessageKeys.payload where parser.offset < parser.end && parser.bytes[parser.offset] == UInt8(ascii: "{"):
                var payloadKeys: Set<BridgeWireKey> = []
                try parser.readMembers { parser, key throws(Unreadable) in
                    guard payloadKeys.insert(BridgeWireKey(key)).inserted else { throw Unreadable() }
                    if key == BridgeMessageKeys.action { action = try parser.stringOrSkip() } else { try parser.skipAnyValue() }
                }
            default:
                try parser.skipAnyValue()
            }
        }
        skipWhitespace()
        guard offset == end, let correlationId else { throw Unreadable() }
        return (correlationId, action ?? "")
    }

    /// Reads an object's members, `{` next, handing each key to `read`, which reads its value.
    private mutating func readMembers(_ read: (inout JSONParser, String) throws(Unreadable) -> Void) throws(Unreadable) {
        guard offset < end, bytes[offset] == UInt8(ascii: "{") else { throw Unreadable() }
        offset += 1
        skipWhitespace()
        if offset < end, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return
        }
        while true {
            let key: String
            do { key = try parseKey() } catch { throw Unreadable() }
            skipWhitespace()
            try read(&self, key)
            skipWhitespace()
            guard offset < end else { throw Unreadable() }
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "}") { return }
            guard byte == UInt8(ascii: ",") else { throw Unreadable() }
            skipWhitespace()
        }
    }

    /// A string value, or nil having passed over a value of another kind.
    private mutating func stringOrSkip() throws(Unreadable) -> String? {
        guard offset < end, bytes[offset] == UInt8(ascii: "\"") else {
            try skipAnyValue()
            return nil
        }
        do { return try parseString() } catch { throw Unreadable() }
    }

    /// Passes over one value, checking its syntax at any depth and building nothing but the
    /// strings it reads on the way.
    private mutating func skipAnyValue() throws(Unreadable) {
        // The closing bracket of each array and object open around the next value.
        var closers: [UInt8] = []
        repeat {
            skipWhitespace()
            guard offset < end else { throw Unreadable() }
            do {
                switch bytes[offset] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let closer = bytes[offset] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    offset += 1
                    skipWhitespace()
                    if offset < end, bytes[offset] == closer {
                        offset += 1
                    } else {
                        if closer == UInt8(ascii: "}") { _ = try parseKey() }
                        closers.append(closer)
                        continue
                    }
                case UInt8(ascii: "\""): _ = try parseString()
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try parseNumber()
                case UInt8(ascii: "t"): try expectLiteral("true")
                case UInt8(ascii: "f"): try expectLiteral("false")
                case UInt8(ascii: "n"): try expectLiteral("null")
                default: throw Unreadable()
                }
                // After a value: a comma goes back for the next one, a closing bracket ends its container.
                while let closer = closers.last {
                    skipWhitespace()
                    guard offset < end else { throw Unreadable() }
                    let byte = bytes[offset]
                    offset += 1
                    if byte == UInt8(ascii: ",") {
                        if closer == UInt8(ascii: "}") {
                            skipWhitespace()
                            _ = try parseKey()
                        }
                        break
                    }
                    guard byte == closer else { throw Unreadable() }
                    closers.removeLast()
                }
            } catch {
                throw Unreadable()
            }
        } while !closers.isEmpty
    }
}
