/// How output languages derive names from the spec's IDs, which are written for the wire
/// (`camera.document.capture`, `CAMERA_DENIED`, `user-dismissed`). Every language that names
/// elements in camel case starts from these, and checks and escapes the result by its own rules.
package enum CamelCase {
    /// The lowerCamelCase name of an ID: `camera.document.capture` → `cameraDocumentCapture`,
    /// `CAMERA_DENIED` → `cameraDenied`, `notDetermined` → `notDetermined`.
    ///
    /// The ID is split on `.`, `_` and `-`. A segment written all in capitals (`NFC`, `DG1`) is
    /// lower-cased first, so codes read as words; a mixed-case segment keeps its case. The first
    /// segment then starts lower-case and every later segment upper-case. The result may still be
    /// no identifier in a language (`3d.scan` → `3dScan`); each language checks its own.
    package static func lower(fromID id: String) -> String {
        // Generators name every element of a large spec this way, several times: ASCII, which every
        // ID in practice is, is done in one pass over the bytes, without the Unicode tables.
        if let name = id.utf8.withContiguousStorageIfAvailable(asciiLowerCamelCase), let name {
            return name
        }
        let segments = id.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" })
        return segments.enumerated().map { index, segment in
            let word = isAllUpperCase(segment) ? segment.lowercased() : String(segment)
            let first = word.prefix(1)
            return (index == 0 ? first.lowercased() : first.uppercased()) + word.dropFirst()
        }.joined()
    }

    /// `lower(fromID:)` of an ASCII ID; nil for any other, which takes the general path.
    private static func asciiLowerCamelCase(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(unsafeUninitializedCapacity: bytes.count) { output in
            var count = 0
            var start = 0
            var isFirstSegment = true
            while start < bytes.count {
                var end = start
                while end < bytes.count, !isSeparator(bytes[end]) { end += 1 }
                if end > start {
                    let segment = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    let lowersAll = segment.contains(where: isUpper) && !segment.contains(where: isLower)
                    for (offset, byte) in segment.enumerated() {
                        var written = lowersAll ? lowercased(byte) : byte
                        if offset == 0 { written = isFirstSegment ? lowercased(written) : uppercased(written) }
                        output[count] = written
                        count += 1
                    }
                    isFirstSegment = false
                }
                start = end + 1
            }
            return count
        }
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func lowercased(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }
    private static func uppercased(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 32 : byte }

    /// A segment with at least one capital letter and no lower-case letter, such as `NFC` or `DG1`.
    private static func isAllUpperCase(_ segment: Substring) -> Bool {
        segment.contains(where: \.isUppercase) && !segment.contains(where: \.isLowercase)
    }
}
