package com.gbg.bridge.conformance

import com.gbg.bridge.GBGBridgeHost
import com.gbg.bridge.runtime.BridgeAnswerableException
import com.gbg.bridge.runtime.BridgeCapabilityHandler
import com.gbg.bridge.runtime.BridgeMessage
import com.gbg.bridge.runtime.BridgeReply
import com.gbg.bridge.runtime.BridgeResponder
import com.gbg.bridge.runtime.BridgeSlotOutcome
import com.gbg.bridge.runtime.JsonObject
import com.gbg.bridge.runtime.JsonValue
import kotlinx.coroutines.CompletableDeferred
import org.json.JSONObject

/**
 * The app of a scenario, through the generated host's API: its typed slots and typed handlers
 * (`GeneratedApi`), custom capabilities, the configuration approach, answers by correlation ID,
 * events by name (README, "What the app does"). An action the spec does not declare is handled
 * through the runtime's `handle`, as no generated handler exists for it.
 */
class AppDriver(private val host: GBGBridgeHost) {
    /** The spec's slots, as the generated host adopted them. */
    val slots: Map<String, TypedSlot<*, *>> = GeneratedApi.slots(host)
    private val handlers = GeneratedApi.handlers(host)

    /** The requests handlers hold, by correlation ID, until `complete`: a slot's, or another handler's answer to come. */
    private val slotHolds = HashMap<String, TypedSlot<*, *>>()
    private val holds = HashMap<String, CompletableDeferred<Answer>>()

    fun perform(step: JSONObject) {
        when (val verb = step.getString("app")) {
            "handle" -> handle(step.getString("action"), Answer.read(step.get("answer")))
            "unhandle" -> {
                val action = step.getString("action")
                slots[action]?.unhandle() ?: handlers[action]?.invoke(null) ?: host.handle(action, null, "", null)
            }
            "custom" -> {
                val capability = step.getString("capability")
                host.registerCustomCapability(capability, step.optString("version", "1.0"), raw(Answer.read(step.get("answer"))))
            }
            "register" -> {
                val action = step.getString("action")
                val handle = raw(Answer.read(step.get("answer")))
                host.register(object : BridgeCapabilityHandler {
                    override val action: String = action
                    override suspend fun handle(request: BridgeMessage, responder: BridgeResponder) = handle(request, responder)
                })
            }
            "complete" -> complete(step.getString("request"), Answer.read(step.get("answer")))
            "respond" -> {
                val error = step.optJSONObject("error")?.let { Answer.read(JSONObject().put("status", "error").put("error", it)) as Answer.Reply }
                val data = if (step.has("data")) Json.toRuntime(step.get("data")) else null
                host.respond(step.getString("request"), BridgeReply(step.getString("status"), data, error?.reply?.error))
            }
            "send" -> host.send(step.getString("event"), (step.optJSONObject("data")?.let(Json::toRuntime) ?: JsonObject(emptyMap())) as JsonObject)
            "permission" -> {
                val slot = slot(step.getString("capability"))
                val state = if (step.isNull("state")) null else step.getString("state")
                if (step.has("permission")) slot.setPermissionState(step.getString("permission"), state) else slot.permissionState = state
            }
            "enable" -> slot(step.getString("capability")).isEnabled = step.getBoolean("enabled")
            "detach" -> host.detach()
            else -> throw IllegalArgumentException("unknown app verb $verb")
        }
    }

    private fun slot(capability: String) = slots.values.map { it.slot }.firstOrNull { it.capabilityId == capability }
        ?: throw IllegalArgumentException("$capability is no slot")

    /** A typed handler: a slot's for a slot's action, the generated one for another of the spec's, else one through `handle`. */
    private fun handle(action: String, answer: Answer) {
        val slot = slots[action]
        if (slot != null) {
            slot.handle { id ->
                if (answer is Answer.Hold) null.also { slotHolds[id] = slot } else outcome(answer)
            }
            return
        }
        val typed = handlers[action]
        if (typed != null) {
            val produce: suspend (String) -> JsonValue = { id -> result(answerFor(id, answer)) }
            typed(produce)
            return
        }
        host.handle(action, null, "1.0") { request, responder ->
            val data = result(answerFor(request.correlationId, answer))
            responder.respond(BridgeReply.encoded { it.value(data) })
        }
    }

    /** The answer to request [id]: [answer], or the one `complete` gives when it is held. */
    private suspend fun answerFor(id: String, answer: Answer): Answer =
        if (answer is Answer.Hold) CompletableDeferred<Answer>().also { holds[id] = it }.await() else answer

    private fun outcome(answer: Answer): BridgeSlotOutcome<JsonValue> = when (answer) {
        is Answer.Throw -> throw IllegalStateException(answer.message)
        is Answer.Reply -> when (answer.reply.status) {
            BridgeReply.SUCCESS -> BridgeSlotOutcome.Success(answer.reply.data ?: JsonObject(emptyMap()))
            BridgeReply.CANCELLED -> BridgeSlotOutcome.Cancelled(answer.reply.error?.message ?: "")
            BridgeReply.ERROR -> BridgeSlotOutcome.Failure(requireNotNull(answer.reply.error) { "an error without error" })
            else -> throw IllegalArgumentException("a slot cannot answer ${answer.reply.status}")
        }
        else -> throw IllegalArgumentException("a slot cannot answer $answer")
    }

    /** What a typed handler does: returns its result as JSON, or throws its failure. */
    private fun result(answer: Answer): JsonValue = when (answer) {
        is Answer.Throw -> throw IllegalStateException(answer.message)
        is Answer.Reply ->
            if (answer.reply.status == BridgeReply.SUCCESS) answer.reply.data ?: JsonObject(emptyMap())
            else throw BridgeAnswerableException(answer.reply)
        else -> throw IllegalArgumentException("a typed handler cannot answer $answer")
    }

    /** A handler of the raw API (custom capabilities, the configuration), answering through its responder. */
    private fun raw(answer: Answer): suspend (BridgeMessage, BridgeResponder) -> Unit = { request, responder ->
        var given = answer
        if (given is Answer.Hold) given = CompletableDeferred<Answer>().also { holds[request.correlationId] = it }.await()
        when (given) {
            is Answer.Reply -> responder.respond(given.reply)
            is Answer.Replies -> given.replies.forEach { responder.respond(it.reply) }
            is Answer.Throw -> throw IllegalStateException(given.message)
            Answer.None -> {}
            Answer.Hold -> throw IllegalArgumentException("an answer cannot be held twice")
        }
    }

    /** Resumes the handler holding [id]. A slot's request that has ended is completed all the same. */
    private fun complete(id: String, answer: Answer) {
        val slot = slotHolds.remove(id)
        if (slot != null) return slot.complete(outcome(answer))
        // Another handler's request that has ended has nothing left to resume.
        holds.remove(id)?.complete(answer)
    }
}
