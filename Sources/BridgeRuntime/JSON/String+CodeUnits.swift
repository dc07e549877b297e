import Foundation

// Comparing and ordering wire strings by their code units, as RFC 8259 and the page's JavaScript
// do. Swift's `==` and hashing use canonical equivalence, so "é" written as U+00E9 and as
// e + U+0301 are one String to Swift but two different keys, IDs or names to every other JSON
// reader. Swift's `<` is not even a total order on such text: it finds neither "e\u{301}" <
// "\u{E9}1" nor the reverse, so sorting by it depends on the order the elements came in. Strings
// from the reader are well-formed Unicode, so equal UTF-8 bytes are exactly equal UTF-16 code
// units, and the order of UTF-8 bytes is the order of Unicode scalars.

extension String {
    /// Whether the two strings have the same UTF-8 bytes: the same code units, not merely
    /// canonically equivalent text.
    @inlinable
    func hasSameUTF8(as other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        // Native strings are contiguous: one memcmp, where comparing byte by byte costs more than
        // the dictionary lookup keyed by such strings.
        let same: Bool?? = utf8.withContiguousStorageIfAvailable { bytes in
            other.utf8.withContiguousStorageIfAvailable { otherBytes in
                count == 0 || memcmp(bytes.baseAddress!, otherBytes.baseAddress!, count) == 0
            }
        }
        if let same = same ?? nil { return same }
        return Self.compare(utf8, other.utf8) == 0
    }

    /// Whether this string comes before `other` in the order of their UTF-8 bytes: a total order,
    /// the same as `<` for ASCII, so sorting by it gives the same result whatever order the
    /// strings came in.
    @inlinable
    func precedesInUTF8Order(_ other: String) -> Bool {
        compareUTF8(with: other) < 0
    }

    /// Negative, zero or positive as this string's UTF-8 bytes come before, are, or come after
    /// `other`'s.
    @inlinable
    func compareUTF8(with other: String) -> Int {
        // Native strings are contiguous; anything else (a bridged string) is compared by iterating.
        let compared: Int?? = utf8.withContiguousStorageIfAvailable { bytes in
            other.utf8.withContiguousStorageIfAvailable { otherBytes in
                let common = Swift.min(bytes.count, otherBytes.count)
                let order = common == 0 ? 0 : memcmp(bytes.baseAddress!, otherBytes.baseAddress!, common)
                return order != 0
                    ? Int(order.signum()) : (bytes.count == otherBytes.count ? 0 : (bytes.count < otherBytes.count ? -1 : 1))
            }
        }
        return (compared ?? nil) ?? Self.compare(utf8, other.utf8)
    }

    @inlinable
    static func compare<Bytes: Collection<UInt8>>(_ lhs: Bytes, _ rhs: Bytes) -> Int {
        for (left, right) in zip(lhs, rhs) where left != right {
            return left < right ? -1 : 1
        }
        return lhs.count == rhs.count ? 0 : (lhs.count < rhs.count ? -1 : 1)
    }
}
