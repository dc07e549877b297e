package com.gbg.bridge.runtime

/**
 * The members of an object the reader read, in the order of the text: the keys in one array and
 * the values beside them in another, found by a scan while there are few (keys from [JsonKeys] are
 * the same instances, so the scan mostly compares references) and through a hash index beyond
 * that. The objects of a message have a handful of members each, which a `LinkedHashMap` held in an
 * entry object apiece, each key hashed.
 */
internal class JsonMembers : AbstractMap<String, JsonValue>() {
    private var names = arrayOfNulls<String>(INITIAL_CAPACITY)
    private var members = arrayOfNulls<JsonValue>(INITIAL_CAPACITY)
    private var count = 0

    /** The position of each key, once there are more than a scan should look through. */
    private var index: HashMap<String, Int>? = null

    override val size: Int get() = count

    override fun containsKey(key: String): Boolean = positionOf(key) >= 0

    override fun get(key: String): JsonValue? {
        val position = positionOf(key)
        return if (position < 0) null else members[position]
    }

    /** Adds a member whose key is not among the members yet. */
    fun add(key: String, value: JsonValue) {
        if (count == names.size) {
            names = names.copyOf(count * 2)
            members = members.copyOf(count * 2)
        }
        names[count] = key
        members[count] = value
        index?.put(key, count)
        count += 1
        if (count > SCANNED && index == null) {
            index = HashMap<String, Int>(count * 2).also { index -> for (position in 0 until count) index[names[position]!!] = position }
        }
    }

    private fun positionOf(key: String): Int {
        index?.let { return it[key] ?: -1 }
        for (position in 0 until count) {
            val candidate = names[position]
            if (candidate === key || candidate == key) return position
        }
        return -1
    }

    override val entries: Set<Map.Entry<String, JsonValue>>
        get() = object : AbstractSet<Map.Entry<String, JsonValue>>() {
            override val size: Int get() = count

            override fun iterator(): Iterator<Map.Entry<String, JsonValue>> = object : Iterator<Map.Entry<String, JsonValue>> {
                private var position = 0

                override fun hasNext(): Boolean = position < count

                override fun next(): Map.Entry<String, JsonValue> {
                    if (position >= count) throw NoSuchElementException()
                    val entry = java.util.AbstractMap.SimpleImmutableEntry(names[position]!!, members[position]!!)
                    position += 1
                    return entry
                }
            }
        }

    private companion object {
        const val INITIAL_CAPACITY = 8

        /** Up to this many members, a scan finds a key faster than hashing it would. */
        const val SCANNED = 8
    }
}
