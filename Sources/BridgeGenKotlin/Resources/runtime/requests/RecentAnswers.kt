package com.gbg.bridge.runtime

/**
 * How the last [capacity] requests were answered, for the message a late answer gets; their
 * correlation IDs count against `maxHeldBytes` ([bytes]).
 */
internal class RecentAnswers(val capacity: Int = 256) {
    private val ids = arrayOfNulls<String>(capacity)
    private val answers = arrayOfNulls<AnswerDescription>(capacity)
    private val sizes = IntArray(capacity)
    private var next = 0
    private var count = 0

    /** The UTF-8 bytes of the remembered correlation IDs. */
    var bytes: Int = 0
        private set

    /** Remembers how [correlationId], of [size] UTF-8 bytes, was answered, forgetting the oldest beyond [capacity]. */
    fun record(correlationId: String, answer: AnswerDescription, size: Int = Utf8Length.of(correlationId)) {
        if (count == capacity) bytes -= sizes[next] else count += 1
        ids[next] = correlationId
        answers[next] = answer
        sizes[next] = size
        bytes += size
        next = if (next + 1 == capacity) 0 else next + 1
    }

    /** How [correlationId] was answered, newest first; null when it is not remembered. */
    fun answer(correlationId: String): AnswerDescription? {
        for (age in 0 until count) {
            val index = (next - 1 - age + capacity) % capacity
            if (ids[index] == correlationId) return answers[index]
        }
        return null
    }
}
