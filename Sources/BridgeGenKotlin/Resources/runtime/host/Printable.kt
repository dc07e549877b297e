package com.gbg.bridge.runtime

/**
 * Text from the page as a problem quotes it: control characters escaped, so a log shows what came,
 * and at most [LIMIT] characters, so a 10 MB correlation ID is not a 10 MB problem.
 */
internal object Printable {
    private const val LIMIT = 200

    fun of(text: String): String {
        val builder = StringBuilder(minOf(text.length, LIMIT) + 8)
        for (index in text.indices) {
            if (builder.length >= LIMIT) {
                builder.append("… (").append(text.length).append(" characters)")
                break
            }
            val unit = text[index]
            if (unit < ' ' || unit in '\u007F'..'\u009F' || unit == '\u2028' || unit == '\u2029') {
                builder.append("\\u{").append(Integer.toHexString(unit.code).uppercase()).append('}')
            } else {
                builder.append(unit)
            }
        }
        return builder.toString()
    }
}
