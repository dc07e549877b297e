package com.gbg.bridge.conformance

import com.gbg.bridge.runtime.BridgeError
import com.gbg.bridge.runtime.BridgeReply
import org.json.JSONArray
import org.json.JSONObject

/** What an app step's handler does with a request (README, "Answers"). */
sealed class Answer {
    /** Answers with this reply. */
    class Reply(val reply: BridgeReply, val data: Any?) : Answer()
    /** Answers with each reply in turn (custom and register only). */
    class Replies(val replies: List<Reply>) : Answer()
    /** Keeps the request until a `complete` step. */
    object Hold : Answer()
    /** Returns without answering. */
    object None : Answer()
    /** Fails with an error that is no answer. */
    class Throw(val message: String) : Answer()

    companion object {
        fun read(value: Any): Answer = when {
            value == "hold" -> Hold
            value == "none" -> None
            value is JSONArray -> Replies((0 until value.length()).map { reply(value.getJSONObject(it)) })
            value is JSONObject && value.has("throw") -> Throw(value.getString("throw"))
            value is JSONObject -> reply(value)
            else -> throw IllegalArgumentException("not an answer: $value")
        }

        private fun reply(json: JSONObject): Reply {
            val unknown = json.keySet() - setOf("status", "data", "error")
            require(unknown.isEmpty()) { "unknown keys of a reply: $unknown" }
            val data = if (json.has("data")) json.get("data") else null
            val error = json.optJSONObject("error")?.let {
                BridgeError(it.getString("code"), it.getString("message"), if (it.has("recoverable")) it.getBoolean("recoverable") else null)
            }
            return Reply(BridgeReply(json.getString("status"), data?.let(Json::toRuntime), error), data)
        }
    }
}
