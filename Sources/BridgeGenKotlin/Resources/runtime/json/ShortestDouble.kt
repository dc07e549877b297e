// The text of a double that is neither whole nor small enough to be written as an integer, as the
// Swift writer prints it with `Double.description`: the fewest significant digits that read back as
// the same double, the closest to it of those, laid out as Swift lays them out. The JDK's
// `Double.toString` is another layout, and before JDK 19 (and on Android) not always the shortest.
package com.gbg.bridge.runtime

import java.math.BigDecimal
import java.math.MathContext
import java.math.RoundingMode

internal object ShortestDouble {
    /** Writes [value], which is finite and not a whole number of magnitude up to 2^53. */
    fun write(value: Double, writer: JsonWriter) {
        val magnitude = Math.abs(value)
        val digits = digits(magnitude)
        writer.appendBytes(layout(value < 0, digits.significand, digits.exponent, magnitude > TWO_TO_THE_53))
    }

    /**
     * Significant digits and where the point goes: the value is 0.`significand` × 10^`exponent`,
     * as SwiftDtoa decomposes it.
     */
    private class Digits(val significand: String, val exponent: Int)

    private fun digits(magnitude: Double): Digits = fewDigits(magnitude) ?: closestShortest(magnitude)

    /**
     * The digits when at most 15 of them are enough and both they and their power of ten are exact
     * doubles, found with a few multiplications. Two decimals of up to 15 digits are never the same
     * normal double, so the first that reads back as [magnitude] is the only one of its length, and
     * trying fewer digits first makes it the shortest. Null when it takes more digits or a larger
     * power, for the exact search.
     */
    private fun fewDigits(magnitude: Double): Digits? {
        if (magnitude < TWO_TO_THE_53) {
            // A fraction: the fewest decimals m × 10^-s with m < 10^15 that read back as it.
            for (scale in 1..22) {
                val power = EXACT_POWERS_OF_TEN[scale]
                val scaled = magnitude * power
                if (scaled >= 1e15) return null
                val candidate = Math.rint(scaled)
                if (candidate != 0.0 && candidate / power == magnitude) {
                    val text = candidate.toLong().toString()
                    return Digits(text, text.length - scale)
                }
            }
            return null
        }
        // A large whole number: the fewest digits m × 10^k, so the largest k, that read back as it.
        for (scale in 22 downTo 1) {
            val power = EXACT_POWERS_OF_TEN[scale]
            val candidate = Math.rint(magnitude / power)
            if (candidate != 0.0 && candidate < 1e15 && candidate * power == magnitude) {
                val text = candidate.toLong().toString().trimEnd('0')
                return Digits(text, candidate.toLong().toString().length + scale)
            }
        }
        return null
    }

    /**
     * The shortest digits that read back as [magnitude], the closest to it of those, found with
     * exact decimal arithmetic: the rare numbers of 16 or 17 digits and the extreme exponents.
     */
    private fun closestShortest(magnitude: Double): Digits {
        val exact = BigDecimal(magnitude)
        // Every decimal strictly between the midpoints to the neighbouring doubles reads back as
        // this one; the midpoints themselves do when round-half-even picks this one, with an even
        // significand. Above the largest double, the neighbour is where infinity would be.
        val below = BigDecimal(Math.nextDown(magnitude))
        val above = if (magnitude == Double.MAX_VALUE) exact.add(exact.subtract(below)) else BigDecimal(Math.nextUp(magnitude))
        val low = exact.add(below).multiply(HALF)
        val high = exact.add(above).multiply(HALF)
        val evenSignificand = (java.lang.Double.doubleToRawLongBits(magnitude) and 1L) == 0L
        fun readsBack(candidate: BigDecimal): Boolean {
            val fromLow = candidate.compareTo(low)
            val toHigh = candidate.compareTo(high)
            return if (evenSignificand) fromLow >= 0 && toHigh <= 0 else fromLow > 0 && toHigh < 0
        }
        for (precision in 1..17) {
            val down = exact.round(MathContext(precision, RoundingMode.FLOOR))
            val up = exact.round(MathContext(precision, RoundingMode.CEILING))
            val chosen = when {
                readsBack(down) && readsBack(up) -> {
                    val order = exact.subtract(down).compareTo(up.subtract(exact))
                    if (order < 0 || (order == 0 && down.unscaledValue().testBit(0).not())) down else up
                }
                readsBack(down) -> down
                readsBack(up) -> up
                else -> continue
            }.stripTrailingZeros()
            val text = chosen.unscaledValue().toString()
            return Digits(text, text.length - chosen.scale())
        }
        error("no decimal of 17 digits reads back as $magnitude") // 17 digits always suffice
    }

    /**
     * The text SwiftDtoa lays out: exponential (`1.5e-07`, `1e+22`) below 10^-4 or above 2^53,
     * otherwise decimal (`0.001`, `123.45`).
     */
    private fun layout(negative: Boolean, digits: String, exponent: Int, large: Boolean): ByteArray {
        val text = StringBuilder(digits.length + 8)
        if (negative) text.append('-')
        if (exponent < -3 || large) {
            text.append(digits[0])
            if (digits.length > 1) text.append('.').append(digits, 1, digits.length)
            val power = exponent - 1
            text.append('e').append(if (power < 0) '-' else '+')
            val magnitude = Math.abs(power)
            if (magnitude < 10) text.append('0')
            text.append(magnitude)
        } else if (exponent <= 0) {
            text.append("0.")
            repeat(-exponent) { text.append('0') }
            text.append(digits)
        } else if (exponent < digits.length) {
            text.append(digits, 0, exponent).append('.').append(digits, exponent, digits.length)
        } else {
            text.append(digits)
            repeat(exponent - digits.length) { text.append('0') }
            text.append(".0")
        }
        return text.toString().toByteArray(Charsets.US_ASCII)
    }

    private const val TWO_TO_THE_53 = 9007199254740992.0
    private val HALF = BigDecimal("0.5")
}
