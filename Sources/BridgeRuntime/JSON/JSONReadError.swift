/// Why ``JSONReader`` rejected a text, and where: the byte offset and the line and column a person
/// would look at.
@_spi(BridgeGenerated) public struct JSONReadError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: Equatable, Sendable, CustomStringConvertible {
        /// The text ended in the middle of a value (or was empty).
        case unexpectedEndOfInput
        /// A byte that cannot start or continue the JSON at this point.
        case unexpectedByte(UInt8)
        /// More than whitespace after the one top-level value.
        case trailingData
        /// The text starts with the UTF-8 byte order mark EF BB BF. Rejected: RFC 8259 forbids sending
        /// one, `JSON.stringify` never produces one, so it can only mean a text from somewhere else.
        case byteOrderMark
        /// Bytes in a string that are not well-formed UTF-8 (overlong, surrogate, truncated, > U+10FFFF).
        case invalidUTF8
        /// A raw control character (below U+0020) in a string; JSON requires it escaped.
        case controlCharacterInString(UInt8)
        /// A backslash followed by something that is not a JSON escape.
        case invalidEscape(UInt8)
        /// `\u` not followed by four hexadecimal digits.
        case invalidUnicodeEscape
        /// A `\uD800`–`\uDFFF` escape that is not a high surrogate followed by a low one.
        case unpairedSurrogate(UInt16)
        /// A malformed number, such as `-`, `1.` or `1e`.
        case invalidNumber
        /// A number with a superfluous leading zero, such as `01`.
        case leadingZero
        /// A number too large for a `Double`, such as `1e400`.
        case numberOutOfRange
        /// An object naming the same key twice; the bridge never guesses which one was meant.
        case duplicateKey(String)
        /// Arrays and objects nested deeper than ``JSONReader/Limits/maxDepth``.
        case nestingTooDeep(limit: Int)
        /// A text longer than ``JSONReader/Limits/maxBytes``.
        case inputTooLarge(limit: Int)

        /// The problem in words, without its position.
        public var description: String {
            switch self {
            case .unexpectedEndOfInput: "unexpected end of input"
            case .unexpectedByte(let byte): "unexpected \(Self.describe(byte))"
            case .trailingData: "unexpected data after the JSON value"
            case .byteOrderMark: "byte order mark before the JSON value"
            case .invalidUTF8: "invalid UTF-8"
            case .controlCharacterInString(let byte): "unescaped control character \(Self.describe(byte)) in a string"
            case .invalidEscape(let byte): "invalid escape: backslash followed by \(Self.describe(byte))"
            case .invalidUnicodeEscape: "invalid \\u escape: expected four hexadecimal digits"
            case .unpairedSurrogate(let unit): "unpaired UTF-16 surrogate \\u\(Self.hex(unit))"
            case .invalidNumber: "invalid number"
            case .leadingZero: "invalid number: leading zero"
            case .numberOutOfRange: "number out of range"
            case .duplicateKey(let key): "duplicate key \(JSONValue.string(key))"
            case .nestingTooDeep(let limit): "arrays and objects nested more than \(limit) deep"
            case .inputTooLarge(let limit): "input larger than \(limit) bytes"
            }
        }

        /// `character "x"` for printable ASCII, `byte 0x0A` otherwise.
        private static func describe(_ byte: UInt8) -> String {
            (0x20..<0x7F).contains(byte)
                ? "character \(JSONValue.string(String(UnicodeScalar(byte))))"
                : "byte 0x\(hex(byte))"
        }

        private static func hex<Unit: FixedWidthInteger>(_ unit: Unit) -> String {
            let digits = String(unit, radix: 16, uppercase: true)
            return String(repeating: "0", count: Unit.bitWidth / 4 - digits.count) + digits
        }
    }

    /// What was wrong.
    public let kind: Kind
    /// Where, in bytes from the start of the text.
    public let offset: Int
    /// Where, as a 1-based line number (lines end with a line feed).
    public let line: Int
    /// Where, as a 1-based column counted in Unicode scalars from the start of the line.
    public let column: Int

    /// Creates an error at a given place.
    public init(kind: Kind, offset: Int, line: Int, column: Int) {
        self.kind = kind
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Creates an error at `offset` in `text`, working out its line and column. Only failures pay for
    /// that count, so the reader tracks nothing but the offset while it parses.
    init(_ kind: Kind, at offset: Int, in text: UnsafeRawBufferPointer) {
        var line = 1
        var column = 1
        for byte in text.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // UTF-8 continuation bytes do not start a scalar
                column += 1
            }
        }
        self.init(kind: kind, offset: offset, line: line, column: column)
    }

    /// For example `duplicate key "a" at line 1, column 10`.
    public var description: String {
        "\(kind) at line \(line), column \(column)"
    }
}
