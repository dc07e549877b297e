import BridgeGenKit
import BridgeSpec

// Text scanning the doc-comment layout shares: whitespace trimming and column counting that
// decide ASCII without the Unicode tables, since nearly all spec text is ASCII.

extension Substring {
    /// The text without the whitespace it ends with.
    func droppingTrailingWhitespace() -> Substring {
        let scalars = unicodeScalars
        guard let last = scalars.lastIndex(where: { !$0.hasWhiteSpaceProperty }) else { return self[endIndex...] }
        return self[..<scalars.index(after: last)]
    }

    /// The text without the whitespace it starts with.
    func droppingLeadingWhitespace() -> Substring {
        self[(unicodeScalars.firstIndex { !$0.hasWhiteSpaceProperty } ?? endIndex)...]
    }
}

extension StringProtocol {
    /// How many columns the text takes in a doc comment: its characters, counted byte by byte when
    /// all are ASCII.
    var docCommentColumns: Int {
        let isASCII = utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
        return isASCII ? utf8.count : count
    }
}

extension String {
    /// The text between two UTF-8 offsets, found by a scan of its bytes for ASCII, which never falls
    /// inside a character's encoding.
    func slice(utf8 offsets: Range<Int>) -> Substring {
        let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        return self[start..<utf8.index(start, offsetBy: offsets.count)]
    }
}
