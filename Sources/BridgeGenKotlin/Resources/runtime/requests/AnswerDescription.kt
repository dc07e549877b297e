package com.gbg.bridge.runtime

/**
 * How a request was answered, for the problem a later answer gets ("it was already answered with
 * the handler's success response"): its words are put together only when a problem needs them,
 * since nearly every request is answered once.
 */
internal class AnswerDescription(private val before: String, private val status: String = "", private val after: String = "") {
    override fun toString(): String = before + status + after

    companion object {
        val BUSY = AnswerDescription("a BUSY error")
        val TIMEOUT = AnswerDescription("a TIMEOUT error")
        /** The page's `cancel`: what the handler answers afterwards is expected, and dropped without a word. */
        val CANCELLED_BY_PAGE = AnswerDescription("a cancelled response: the page cancelled the request")

        fun handler(status: String) = AnswerDescription("the handler's ", status, " response")
        fun response(status: String) = AnswerDescription("a ", status, " response")
    }
}
