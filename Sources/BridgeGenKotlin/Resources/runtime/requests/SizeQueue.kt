package com.gbg.bridge.runtime

/**
 * The sizes of the messages in the history, oldest first, in a growable ring of `Int`s: an
 * `ArrayDeque<Int>` would box every size above 127, an object per message received.
 */
internal class SizeQueue {
    private var sizes = IntArray(16)
    private var start = 0

    var size: Int = 0
        private set

    /** The [index]th size from the oldest. */
    operator fun get(index: Int): Int = sizes[(start + index) and (sizes.size - 1)]

    fun addLast(value: Int) {
        if (size == sizes.size) {
            val grown = IntArray(sizes.size * 2)
            for (index in 0 until size) grown[index] = get(index)
            sizes = grown
            start = 0
        }
        sizes[(start + size) and (sizes.size - 1)] = value
        size += 1
    }

    fun removeFirst(): Int {
        val value = sizes[start]
        start = (start + 1) and (sizes.size - 1)
        size -= 1
        return value
    }
}
