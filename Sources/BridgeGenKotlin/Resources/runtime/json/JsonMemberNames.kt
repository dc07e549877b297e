package com.gbg.bridge.runtime

/**
 * The member names of one type, as its generated `read` function finds them in the text: each
 * key's bytes are compared with the names' own, with no `String` made for a key. A type holds one
 * table, made once; [JsonBytesReader.nextMember] gives the index of each key read.
 */
@BridgeGeneratedApi
public class JsonMemberNames(vararg names: String) {
    /** The names as UTF-8, in the order given; only the first 64 are found, one bit each for duplicates. */
    private val encoded: Array<ByteArray> = Array(minOf(names.size, 64)) { names[it].toByteArray(Charsets.UTF_8) }

    /** The index of the name whose UTF-8 is [length] bytes of [bytes] from [start]; -1 for none. */
    internal fun indexOf(bytes: ByteArray, start: Int, length: Int): Int {
        for (index in encoded.indices) {
            val name = encoded[index]
            if (name.size != length) continue
            var offset = 0
            while (offset < length && name[offset] == bytes[start + offset]) offset += 1
            if (offset == length) return index
        }
        return -1
    }
}
