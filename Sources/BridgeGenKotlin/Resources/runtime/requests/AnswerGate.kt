package com.gbg.bridge.runtime

import java.util.concurrent.atomic.AtomicReference

/**
 * The one answer of a request: the first answer to claim it wins, from whatever thread, and
 * every later one learns how the request was answered (for the `droppedAnswer` problem). The
 * reference itself, not one it holds: one object per request fewer.
 */
internal open class AnswerGate : AtomicReference<AnswerDescription?>(null) {
    /** Whether an answer has claimed the gate. */
    val isAnswered: Boolean get() = get() != null

    /** Claims the gate for [description]; null when it won, else the answer that came first. */
    fun claim(description: AnswerDescription): AnswerDescription? =
        if (compareAndSet(null, description)) null else get()
}
