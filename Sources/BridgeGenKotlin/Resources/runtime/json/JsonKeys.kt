// Object keys, shared: a message names the same few keys again and again, and a String made anew
// for each was copied from the text and then hashed for the object's map. One made once keeps its
// hash, so a key that was read before costs a comparison of its bytes.
package com.gbg.bridge.runtime

internal object JsonKeys {
    /** The longest key kept. */
    const val MAX_LENGTH: Int = 32

    /**
     * Keys by a cheap hash of their bytes. Read and written without a lock: a reference is written
     * whole, and a String is immutable, so a thread sees either a complete key or another one, and
     * compares before it uses it. A key that loses its slot to another is only made again.
     */
    private val slots = arrayOfNulls<Key>(512)

    /** A key and its bytes, compared faster than its code units. */
    private class Key(@JvmField val bytes: ByteArray, @JvmField val text: String, @JvmField val hash: Int)

    /** The key of [length] ASCII bytes of [bytes] from [start], whose `String.hashCode` is [hash]. */
    fun key(bytes: ByteArray, start: Int, length: Int, hash: Int): String {
        val slot = (hash xor (hash ushr 16)) and (slots.size - 1)
        val cached = slots[slot]
        if (cached != null && cached.hash == hash && matches(cached.bytes, bytes, start, length)) return cached.text
        val key = Key(bytes.copyOfRange(start, start + length), String(bytes, start, length, Charsets.ISO_8859_1), hash)
        slots[slot] = key
        return key.text
    }

    private fun matches(key: ByteArray, bytes: ByteArray, start: Int, length: Int): Boolean {
        if (key.size != length) return false
        for (index in 0 until length) {
            if (key[index] != bytes[start + index]) return false
        }
        return true
    }
}
