// Comparing wire strings the way RFC 8259 and the page's JavaScript do: code unit by code unit.
// Swift's `==` and hashing use canonical equivalence, so "é" written as U+00E9 and as e + U+0301
// are one String to Swift but two different keys, IDs or names to every other JSON reader. Strings
// from the reader are well-formed Unicode, so equal UTF-8 bytes are exactly equal UTF-16 code units.

extension String {
    /// Whether the two strings have the same UTF-8 bytes: the same code units, not merely
    /// canonically equivalent text.
    @inlinable
    func hasSameUTF8(as other: String) -> Bool {
        let utf8 = self.utf8
        let otherUTF8 = other.utf8
        guard utf8.count == otherUTF8.count else { return false }
        // Native strings are contiguous; anything else (a bridged string) is compared by iterating.
        let compared = utf8.withContiguousStorageIfAvailable { bytes in
            otherUTF8.withContiguousStorageIfAvailable { otherBytes in
                bytes.elementsEqual(otherBytes)
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(otherUTF8)
    }
}
