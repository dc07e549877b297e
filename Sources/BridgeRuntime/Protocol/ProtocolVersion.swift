/// Reading a protocol version, "major.minor", as messages carry it.
@usableFromInline
enum ProtocolVersion {
    /// The major version of "major.minor" (both ASCII digits), or nil for anything else.
    ///
    /// One pass over the bytes, with no string made: every message is checked.
    @usableFromInline
    static func major(of version: String) -> Int? {
        var major = 0
        var majorDigits = 0
        var minorDigits = 0
        var sawDot = false
        var overflow = false
        for byte in version.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawDot {
                    minorDigits += 1
                } else {
                    let (times10, o1) = major.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                    major = sum
                    overflow = overflow || o1 || o2
                    majorDigits += 1
                }
            case UInt8(ascii: "."):
                guard !sawDot else { return nil }
                sawDot = true
            default:
                return nil
            }
        }
        guard sawDot, majorDigits > 0, minorDigits > 0, !overflow else { return nil }
        return major
    }
}
