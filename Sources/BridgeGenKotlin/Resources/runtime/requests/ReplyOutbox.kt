package com.gbg.bridge.runtime

/**
 * Answers given through responders, in the order they were given, waiting for the host's thread
 * to send them. A responder may answer from any thread: its answer claims the gate at once, so a
 * handler that answers from a background thread and returns is never taken for one that did not
 * answer, and then waits here.
 *
 * While the host's thread is inside an entry point ([cover]), what arrives is sent when it leaves;
 * otherwise the first answer to arrive asks for one drain on the host's thread.
 */
internal class ReplyOutbox(private val scheduleDrain: () -> Unit) {
    /**
     * One answer: [earlier] is how the request was answered already, if this answer lost. An
     * [isUpdate] entry is a progress value or stream item, kept in order with the answers.
     */
    class Entry(val correlationId: String, val reply: BridgeReply, val earlier: AnswerDescription?, val isUpdate: Boolean = false)

    private val lock = Any()
    private val entries = ArrayDeque<Entry>()
    /** Written by the host's thread only; read under the lock by [add], see [uncover]. */
    @Volatile private var covering = 0
    /** The host's thread, while it covers; written by it only. */
    @Volatile private var coveringThread: Thread? = null
    /**
     * An answer the host's thread gave inside an entry point while nothing else waited: nearly
     * every answer (a handler that answers at once). It takes no lock, neither here nor when it
     * is taken, since only the host's thread reads or writes it.
     */
    private var own: Entry? = null
    /** Written under the lock, read without it too: see [takeOldest]. */
    @Volatile private var count = 0
    @Volatile private var drainScheduled = false

    fun add(entry: Entry) {
        if (covering != 0 && coveringThread === Thread.currentThread() && own == null && count == 0) {
            own = entry
            return
        }
        val schedule = synchronized(lock) {
            entries.addLast(entry)
            count = entries.size
            val schedule = covering == 0 && !drainScheduled
            if (schedule) drainScheduled = true
            schedule
        }
        if (schedule) scheduleDrain()
    }

    /**
     * The oldest answer waiting, if any. Only the host's thread takes: with nothing waiting and no
     * drain to forget, it returns without the lock (an answer added meanwhile schedules its drain,
     * or waits for the drain that ends the entry point covering it, as under the lock).
     */
    fun takeOldest(): Entry? {
        own?.let {
            own = null
            return it
        }
        if (count == 0 && !drainScheduled) return null
        return synchronized(lock) { takeOldestLocked() }
    }

    private fun takeOldestLocked(): Entry? {
        val entry = entries.removeFirstOrNull()
        count = entries.size
        if (entry == null) drainScheduled = false
        return entry
    }

    /** The host's thread enters an entry point: answers wait for [uncover]. */
    fun cover() {
        // Nearly always the same thread: written only when it changes, since each volatile write costs a fence.
        val thread = Thread.currentThread()
        if (coveringThread !== thread) coveringThread = thread
        covering += 1
    }

    /**
     * The host's thread leaves it; it drains next. Without the lock: an [add] at the same time
     * writes [count] and then reads [covering], and the host writes [covering] and then reads
     * [count], all volatile, so at least one of them sees the other's write: the host drains the
     * answer, or the adder schedules a drain (which then finds nothing, at worst).
     */
    fun uncover() {
        covering -= 1
    }
}
