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
    private var covering = 0
    private var drainScheduled = false

    fun add(entry: Entry) {
        val schedule = synchronized(lock) {
            entries.addLast(entry)
            val schedule = covering == 0 && !drainScheduled
            if (schedule) drainScheduled = true
            schedule
        }
        if (schedule) scheduleDrain()
    }

    /** The oldest answer waiting, if any. */
    fun takeOldest(): Entry? = synchronized(lock) {
        val entry = entries.removeFirstOrNull()
        if (entry == null) drainScheduled = false
        entry
    }

    /** The host's thread enters an entry point: answers wait for [uncover]. */
    fun cover() = synchronized(lock) { covering += 1 }

    /** The host's thread leaves it; it drains next. */
    fun uncover() = synchronized(lock) { covering -= 1 }
}
