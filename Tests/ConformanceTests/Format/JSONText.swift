import BridgeSpec

/// Reading and writing JSON text (RFC 8259), strictly: what the host sends must be JSON a page reads,
/// so a duplicate key, a lone surrogate or trailing text is an error here, not something to guess at.
enum JSONText {
    /// Why a text is not JSON, and where.
    struct Failure: Error, CustomStringConvertible {
        var offset: Int
        var reason: String
        var description: String { "at byte \(offset): \(reason)" }
    }

    /// The value `text` holds; nothing else may follow it but white space.
    static func read(_ text: String) throws(Failure) -> JSON {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.offset == reader.bytes.count else { throw reader.failure("text after the value") }
        return value
    }

    /// The value as compact JSON: members in order, no space, strings escaped as the generators
    /// escape them.
    static func write(_ value: JSON) -> String {
        var text = ""
        write(value, into: &text)
        return text
    }

    private static func write(_ value: JSON, into text: inout String) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += number
        case .string(let string): text += JSONLiteral.string(string)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                write(element, into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += JSONLiteral.string(member.key)
                text += ":"
                write(member.value, into: &text)
            }
            text += "}"
        }
    }

    /// The deepest nesting read; deeper text is refused rather than risking the stack.
    static let maxDepth = 512

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func failure(_ reason: String) -> Failure { Failure(offset: offset, reason: reason) }

        mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        mutating func value(depth: Int) throws(Failure) -> JSON {
            guard depth < JSONText.maxDepth else { throw failure("nested deeper than \(JSONText.maxDepth)") }
            skipSpace()
            guard offset < bytes.count else { throw failure("the text ends where a value should be") }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return .number(try number())
            }
        }

        mutating func literal(_ word: String) throws(Failure) {
            let expected = Array(word.utf8)
            guard bytes.count - offset >= expected.count, Array(bytes[offset..<offset + expected.count]) == expected else {
                throw failure("expected \(word)")
            }
            offset += expected.count
        }

        mutating func object(depth: Int) throws(Failure) -> JSON {
            offset += 1
            var members: [JSON.Member] = []
            var keys: Set<String> = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a key") }
                let keyOffset = offset
                let key = try string()
                guard keys.insert(key).inserted else {
                    throw Failure(offset: keyOffset, reason: "the key \"\(key)\" appears twice")
                }
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw failure("expected ':'") }
                offset += 1
                members.append(JSON.Member(key: key, value: try value(depth: depth + 1)))
                skipSpace()
                guard offset < bytes.count else { throw failure("the object is not closed") }
                if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                guard bytes[offset] == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
                offset += 1
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(Failure) -> JSON {
            offset += 1
            var elements: [JSON] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard offset < bytes.count else { throw failure("the array is not closed") }
                if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                guard bytes[offset] == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
                offset += 1
                return .array(elements)
            }
        }

        mutating func number() throws(Failure) -> String {
            let start = offset
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw failure("expected a value") }
            if bytes[offset] == UInt8(ascii: "0") {
                offset += 1
            } else {
                while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                offset += 1
                try digits()
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
                offset += 1
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
                try digits()
            }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        mutating func digits() throws(Failure) {
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw failure("expected a digit") }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        mutating func string() throws(Failure) -> String {
            offset += 1
            var scalars = String.UnicodeScalarView()
            var run = offset
            func flush(_ end: Int) {
                scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    flush(offset)
                    offset += 1
                    return String(scalars)
                }
                guard byte >= 0x20 else { throw failure("a control character inside a string") }
                if byte == UInt8(ascii: "\\") {
                    flush(offset)
                    scalars.append(try escape())
                    run = offset
                } else {
                    offset += 1
                }
            }
            throw failure("the string is not closed")
        }

        mutating func escape() throws(Failure) -> Unicode.Scalar {
            offset += 1
            guard offset < bytes.count else { throw failure("the string is not closed") }
            let letter = bytes[offset]
            offset += 1
            switch letter {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let unit = try hexUnit()
                if (0xD800..<0xDC00).contains(unit) {
                    guard bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
                    else {
                        throw failure("a lone surrogate")
                    }
                    offset += 2
                    let low = try hexUnit()
                    guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate") }
                    return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
                }
                guard let scalar = Unicode.Scalar(unit) else { throw failure("a lone surrogate") }
                return scalar
            default:
                throw failure("an unknown escape")
            }
        }

        mutating func hexUnit() throws(Failure) -> UInt32 {
            guard bytes.count - offset >= 4 else { throw failure("a short \\u escape") }
            var unit: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Character(Unicode.Scalar(bytes[offset])).hexDigitValue else {
                    throw failure("a bad \\u escape")
                }
                unit = unit * 16 + UInt32(digit)
                offset += 1
            }
            return unit
        }
    }
}
