/// Names a blob in its URL: 128 bits from the system's secure random source, as 32 hex digits.
///
/// The token is what makes a reference the page's alone: it reaches only the document the host
/// sends it to, and nobody else can guess it.
enum BridgeBlobToken {
    /// A new token.
    static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        let words = (generator.next() as UInt64, generator.next() as UInt64)
        return hex(words.0) + hex(words.1)
    }

    /// Whether `text` has the form of a token: what a URL must end in before the store looks it up.
    static func isWellFormed(_ text: Substring) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    private static func hex(_ word: UInt64) -> String {
        let digits = String(word, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
