package com.gbg.bridge.runtime

/**
 * The strings the page client writes nearly always: printable ASCII, no escape. The readers that
 * read such text straight from the bytes ([PlainEnvelope], [JsonBytesReader]) find where one ends
 * with a table lookup per byte, and leave any other string to the general reader.
 */
internal object PlainStrings {
    /** Which bytes a plain string holds as they are: 0x20 to 0x7F but `"` and `\`. */
    private val PLAIN = BooleanArray(256) { it in 0x20..0x7F && it != '"'.code && it != '\\'.code }

    /** The same without `?`, which the JDK's encoder puts for an unpaired surrogate. */
    private val PLAIN_BUT_QUESTION_MARK = BooleanArray(256) { PLAIN[it] && it != '?'.code }

    /**
     * The index of the first byte from [start] that a plain string does not hold, [end] if none:
     * a plain string's closing quote is there. Unless [questionMarks], a `?` ends it too.
     */
    fun end(bytes: ByteArray, start: Int, end: Int, questionMarks: Boolean): Int {
        val plain = if (questionMarks) PLAIN else PLAIN_BUT_QUESTION_MARK
        var index = start
        while (index < end && plain[bytes[index].toInt() and 0xFF]) index += 1
        return index
    }
}
