// Numbers: the RFC 8259 grammar checked byte by byte, then converted. Integers of up to 15 digits
// and decimals whose digits fit in 15 are converted exactly by hand (Clinger's fast path: both the
// digits and the power of ten are exact doubles, so one multiplication or division rounds
// correctly); anything else goes through the standard library's correctly rounded parser.

extension JSONParser {
    /// Powers of ten that are exact as doubles.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// Reads a number; `offset` is at its `-` or first digit.
    mutating func parseNumber() throws(JSONReadError) -> Double {
        let start = offset
        var index = offset
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        // Digits, the fraction's included, accumulate in `significand` while there are at most 15.
        var significand: UInt64 = 0
        var digitCount = 0
        func isDigit(_ position: Int) -> Bool {
            position < end && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
        }
        func readDigits() {
            while isDigit(index) {
                significand = significand &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
                digitCount += 1
                index += 1
            }
        }
        guard isDigit(index) else { throw numberError(at: index) }
        if bytes[index] == UInt8(ascii: "0") && isDigit(index + 1) {
            throw error(.leadingZero, at: index)
        }
        readDigits()
        var fractionDigits = 0
        if index < end && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw numberError(at: index) }
            let before = digitCount
            readDigits()
            fractionDigits = digitCount - before
        }
        var exponent = 0
        if index < end && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            let negative = index < end && bytes[index] == UInt8(ascii: "-")
            if index < end && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
                index += 1
            }
            guard isDigit(index) else { throw numberError(at: index) }
            while isDigit(index) {
                exponent = min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), 100_000)  // saturate
                index += 1
            }
            exponent = negative ? -exponent : exponent
        }
        offset = index
        let negative = bytes[start] == UInt8(ascii: "-")
        let scale = exponent - fractionDigits
        if digitCount <= 15 && (-22...22).contains(scale) {
            let magnitude = Double(significand)
            let value = scale >= 0 ? magnitude * Self.exactPowersOfTen[scale] : magnitude / Self.exactPowersOfTen[-scale]
            if value.isFinite {  // 15 digits times 1e22 is finite; checked anyway, it is free
                return negative ? -value : value
            }
        }
        return try parseSlowly(from: start, to: index)
    }

    /// The error for a number that stops where a digit must follow.
    private func numberError(at index: Int) -> JSONReadError {
        index < end ? error(.invalidNumber, at: index) : error(.unexpectedEndOfInput, at: end)
    }

    /// Converts validated number text the fast path cannot take, rejecting overflow to infinity.
    /// Underflow to zero is accepted: the text was a valid number, only too precise for a double.
    private func parseSlowly(from start: Int, to end: Int) throws(JSONReadError) -> Double {
        let text = String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error(.numberOutOfRange, at: start) }
        return value
    }
}
