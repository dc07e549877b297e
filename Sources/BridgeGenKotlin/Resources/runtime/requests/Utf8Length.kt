package com.gbg.bridge.runtime

/**
 * The UTF-8 length of a String, which every limit counts: a page's sizes are the bytes it sent,
 * as the Swift host counts them, not the UTF-16 code units a String holds. A lone surrogate
 * counts three bytes, as it is written when it is kept.
 */
internal object Utf8Length {
    fun of(text: String): Int {
        var bytes = text.length
        var index = 0
        while (index < text.length) {
            val unit = text[index].code
            if (unit >= 0x80) {
                if (unit < 0x800) {
                    bytes += 1
                } else if (Character.isHighSurrogate(text[index]) && index + 1 < text.length && Character.isLowSurrogate(text[index + 1])) {
                    // Two units, four bytes.
                    bytes += 2
                    index += 1
                } else {
                    bytes += 2
                }
            }
            index += 1
        }
        return bytes
    }
}
