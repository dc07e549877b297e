// Numbers: the RFC 8259 grammar checked byte by byte, then converted. Integers of up to 15 digits
// and decimals whose digits fit in 15 are converted exactly by hand (Clinger's fast path: both the
// digits and the power of ten are exact doubles, so one multiplication or division rounds
// correctly); anything else goes through the platform's correctly rounded parser.
package com.gbg.bridge.runtime

import com.gbg.bridge.runtime.JsonReadException.Kind

/** Powers of ten that are exact as doubles: 1e0 to 1e22. */
internal val EXACT_POWERS_OF_TEN: DoubleArray = DoubleArray(23).also { powers ->
    var power = 1.0
    for (exponent in powers.indices) {
        powers[exponent] = power
        power *= 10.0
    }
}

/** Reads a number; [JsonParser.offset] is at its `-` or first digit. */
internal fun JsonParser.parseNumber(): Double {
    val bytes = bytes
    val first = offset
    var index = offset
    val negative = bytes[index] == '-'.code.toByte()
    if (negative) index += 1
    // Digits, the fraction's included, accumulate in `significand`; only up to 15 of them are used.
    var significand = 0L
    var digitCount = 0
    if (!isDigit(index)) throw numberError(index)
    if (bytes[index] == '0'.code.toByte() && isDigit(index + 1)) throw error(Kind.LeadingZero, index)
    while (isDigit(index)) {
        significand = significand * 10 + (bytes[index] - '0'.code.toByte())
        digitCount += 1
        index += 1
    }
    var fractionDigits = 0
    if (index < end && bytes[index] == '.'.code.toByte()) {
        index += 1
        if (!isDigit(index)) throw numberError(index)
        while (isDigit(index)) {
            significand = significand * 10 + (bytes[index] - '0'.code.toByte())
            digitCount += 1
            fractionDigits += 1
            index += 1
        }
    }
    var exponent = 0
    if (index < end && (bytes[index].toInt() or 0x20) == 'e'.code) {
        index += 1
        val negativeExponent = index < end && bytes[index] == '-'.code.toByte()
        if (index < end && (bytes[index] == '-'.code.toByte() || bytes[index] == '+'.code.toByte())) index += 1
        if (!isDigit(index)) throw numberError(index)
        while (isDigit(index)) {
            exponent = minOf(exponent * 10 + (bytes[index] - '0'.code.toByte()), 100_000) // saturate
            index += 1
        }
        if (negativeExponent) exponent = -exponent
    }
    offset = index
    val scale = exponent - fractionDigits
    if (digitCount <= 15 && scale in -22..22) {
        val magnitude = significand.toDouble()
        val value = if (scale >= 0) magnitude * EXACT_POWERS_OF_TEN[scale] else magnitude / EXACT_POWERS_OF_TEN[-scale]
        return if (negative) -value else value // 15 digits times 1e22 is finite
    }
    // Validated number text, which the platform's parser reads as JSON means it. Overflow to infinity
    // is rejected; underflow to zero is accepted: the text was a valid number, only too precise.
    val value = String(bytes, first, index - first, Charsets.ISO_8859_1).toDouble()
    if (value.isInfinite()) throw error(Kind.NumberOutOfRange, first)
    return value
}

private fun JsonParser.isDigit(index: Int): Boolean = index < end && bytes[index] in '0'.code.toByte()..'9'.code.toByte()

/** The error for a number that stops where a digit must follow. */
private fun JsonParser.numberError(index: Int): JsonReadException =
    if (index < end) error(Kind.InvalidNumber, index) else error(Kind.UnexpectedEndOfInput, end)
