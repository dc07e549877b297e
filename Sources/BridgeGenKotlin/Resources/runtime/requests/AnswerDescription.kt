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

        private val handlerSuccess = AnswerDescription("the handler's ", BridgeReply.SUCCESS, " response")
        private val handlerError = AnswerDescription("the handler's ", BridgeReply.ERROR, " response")
        private val responseSuccess = AnswerDescription("a ", BridgeReply.SUCCESS, " response")
        private val responseError = AnswerDescription("a ", BridgeReply.ERROR, " response")

        /** The handler's answer with [status]; made once for the two statuses nearly every answer has. */
        fun handler(status: String) = when (status) {
            BridgeReply.SUCCESS -> handlerSuccess
            BridgeReply.ERROR -> handlerError
            else -> AnswerDescription("the handler's ", status, " response")
        }

        /** An answer with [status], as [handler]. */
        fun response(status: String) = when (status) {
            BridgeReply.SUCCESS -> responseSuccess
            BridgeReply.ERROR -> responseError
            else -> AnswerDescription("a ", status, " response")
        }
    }
}
