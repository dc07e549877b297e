// What both fast paths (the message reader and JSONBytesReader) read the same way: a plain key,
// whose bytes can be compared with a key name as they are, a plain string such as an action's
// name, and a `null`.

extension JSONParser {
    /// Reads a key of printable ASCII without escapes, then its `:` and the whitespace around it;
    /// `offset` is at its opening quote. Nil, with `offset` somewhere inside, for anything else:
    /// the caller gives up and the general path reads the text again.
    mutating func readPlainKey() -> JSONKey? {
        guard let key = readPlainString() else { return nil }
        skipWhitespace()
        guard offset < end, bytes[offset] == UInt8(ascii: ":") else { return nil }
        offset += 1
        skipWhitespace()
        return key
    }

    /// Reads a string of printable ASCII without escapes, whose bytes are its text; `offset` is at
    /// its opening quote. Nil, with `offset` where it was, for any other string or value.
    mutating func readPlainString() -> JSONKey? {
        guard offset < end, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        let start = offset + 1
        var index = start
        // A word at a time up to the closing quote: every key and action name comes through here.
        while index + 8 <= end {
            let word = ByteWord(at: bytes + index)
            let quote = ByteWord.firstIndex(in: word.matching(UInt8(ascii: "\"")))
            let other = ByteWord.firstIndex(in: word.below(0x20) | word.nonASCII | word.matching(UInt8(ascii: "\\")))
            guard other >= quote else { return nil }  // not plain before the quote
            index += quote
            if quote < 8 { break }
        }
        while index < end && bytes[index] != UInt8(ascii: "\"") {
            let byte = bytes[index]
            guard byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        guard index < end else { return nil }
        offset = index + 1
        return JSONKey(bytes: UnsafeBufferPointer(start: bytes + start, count: index - start))
    }

    /// Reads `null` if it is next.
    mutating func readNull() -> Bool {
        guard offset + 4 <= end, bytes[offset] == UInt8(ascii: "n"), bytes[offset + 1] == UInt8(ascii: "u"),
            bytes[offset + 2] == UInt8(ascii: "l"), bytes[offset + 3] == UInt8(ascii: "l")
        else { return false }
        offset += 4
        return true
    }
}
