// Numbers. Integers are written digit by digit into the buffer; other doubles use Swift's
// `description`, which is the shortest text that reads back as the same double, and is always valid
// JSON for finite values ("1.5", "1e-05", "1.2345678901234568e+17").

extension JSONWriter {
    /// Writes an integer in decimal.
    public mutating func integer(_ value: Int) {
        beginScalar()
        writeDecimal(value)
    }

    /// Writes a number as the shortest text that reads back as the same `Double`.
    ///
    /// Whole numbers up to 2^53 in magnitude, below which every integer is exact, are written without a
    /// fraction (`4096`, not `4096.0`), and `-0.0` as `0`, as `JSON.stringify` does. JSON has no NaN or
    /// infinity; they are written as `null`, again as `JSON.stringify` does, so that encoding never
    /// fails and the peer sees an absent number rather than a broken message.
    public mutating func number(_ value: Double) {
        beginScalar()
        if !value.isFinite {
            storage.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])  // null
        } else if value.rounded(.towardZero) == value && value.magnitude <= 9_007_199_254_740_992 {
            writeDecimal(Int(value))
        } else {
            storage.append(contentsOf: value.description.utf8)
        }
    }

    mutating func writeDecimal(_ value: Int) {
        // 20 bytes hold the 19 digits of Int.min and its sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            let start = Self.writeDecimal(value, endingAt: digits)
            storage.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Writes the decimal digits of `value`, and its sign, at the end of `digits`, which must hold
    /// at least 20 bytes, and returns where they start.
    static func writeDecimal(_ value: Int, endingAt digits: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var remaining = value.magnitude
        var start = digits.count
        repeat {
            start -= 1
            digits[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        } while remaining != 0
        if value < 0 {
            start -= 1
            digits[start] = UInt8(ascii: "-")
        }
        return start
    }
}
