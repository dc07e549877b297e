/// Why `Base64.decode(_:)` rejected a text, and at which byte.
public struct Base64DecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: Equatable, Sendable {
        /// The length is not a multiple of 4: unpadded or truncated base64.
        case invalidLength(Int)
        /// A byte outside the standard alphabet, whitespace and URL-safe `-` `_` included.
        case invalidCharacter(UInt8)
        /// An `=` that is not part of the one or two at the very end.
        case misplacedPadding
        /// The character before the padding has bits set that encode nothing: not what any encoder
        /// writes, and a second spelling of the same bytes.
        case nonZeroTrailingBits
    }

    /// What was wrong.
    public let kind: Kind
    /// The offending byte's offset in the text (the length, for ``Kind/invalidLength(_:)``).
    public let offset: Int

    /// Creates an error.
    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// For example `invalid character " " at offset 4`.
    public var description: String {
        switch kind {
        case .invalidLength(let length):
            "length \(length) is not a multiple of 4 (base64 must be padded with \"=\")"
        case .invalidCharacter(let byte) where (0x21..<0x7F).contains(byte):
            "invalid character \"\(Character(UnicodeScalar(byte)))\" at offset \(offset)"
        case .invalidCharacter(let byte):
            "invalid byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset)"
        case .misplacedPadding:
            "padding \"=\" before the end at offset \(offset)"
        case .nonZeroTrailingBits:
            "unused bits set before the padding at offset \(offset)"
        }
    }
}
