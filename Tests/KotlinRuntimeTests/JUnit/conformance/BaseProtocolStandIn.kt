package com.gbg.bridge.conformance

import com.gbg.bridge.runtime.BridgeDecodedEvent
import com.gbg.bridge.runtime.BridgeProtocol
import com.gbg.bridge.runtime.JsonObject
import com.gbg.bridge.runtime.Base64
import com.gbg.bridge.runtime.JsonValue
import com.gbg.bridge.runtime.JsonWriter
import com.gbg.bridge.runtime.bytes
import com.gbg.bridge.runtime.get
import com.gbg.bridge.runtime.stringValue
import org.json.JSONObject
import java.io.File

/**
 * The base protocol (Protocol/bridge.yaml) as generated code will describe it to the Kotlin
 * runtime: a stand-in for the Kotlin generator's output (issue 28, item 1), which does not exist
 * yet. Types, events and the codes' defaults are read from the generated JSON Schema, so they
 * follow the spec; what the schema does not say (slots, each action's capability and codes, the
 * capabilities' versions) is written out below from the spec, and the generated scenarios check
 * it (negotiation, statuses, each action's codes).
 */
class BaseProtocolStandIn(schemaFile: File) : BridgeProtocol {
    /** A capability slot of the spec. */
    class Slot(val capability: String, val action: String)

    private val definitions: JSONObject
    val check: SchemaCheck
    private val requestTypes: Map<String, String>
    private val resultTypes: Map<String, String>
    private val eventTypes: Map<String, String>
    private val hostOnlyEvents: Set<String>
    private val pageOnlyEvents: Set<String>
    private val recoverable: Map<String, Boolean>

    init {
        val schema = Json.read(schemaFile.readText()) as JSONObject
        definitions = schema.getJSONObject("\$defs")
        check = SchemaCheck(definitions)
        requestTypes = dataTypes("RequestPayload")
        resultTypes = dataTypes("ResponsePayload")
        eventTypes = dataTypes("EventPayload")
        hostOnlyEvents = excluded("WebToNativeEventMessage")
        pageOnlyEvents = excluded("NativeToWebEventMessage")
        val codes = definitions.getJSONObject("BridgeErrorCode").getJSONArray("anyOf")
        // The last case is "any other string", a code from a newer peer, which has no default.
        recoverable = (0 until codes.length()).map { codes.getJSONObject(it) }.filter { it.has("const") }.associate { code ->
            val description = code.getString("description")
            check(description.endsWith("Recoverable by default.") || description.endsWith("Not recoverable by default.")) { "no default in $description" }
            code.getString("const") to !description.endsWith("Not recoverable by default.")
        }
    }

    /** Each action's (or event's) data type, from the `if action then data` branches of a payload. */
    private fun dataTypes(payload: String): Map<String, String> {
        val branches = definitions.getJSONObject(payload).getJSONArray("allOf")
        return (0 until branches.length()).map { branches.getJSONObject(it) }.mapNotNull { branch ->
            val condition = branch.getJSONObject("if").getJSONObject("properties")
            if (condition.has("status") && condition.getJSONObject("status").getString("const") != "success") return@mapNotNull null
            val name = condition.getJSONObject("action").getString("const")
            val data = branch.getJSONObject("then").optJSONObject("properties")?.optJSONObject("data") ?: return@mapNotNull null
            name to data.getString("\$ref")
        }.toMap()
    }

    /** The events a direction's message may not carry: those only the other side sends. */
    private fun excluded(message: String): Set<String> {
        val names = definitions.getJSONObject(message).getJSONObject("not").getJSONObject("properties").getJSONObject("payload")
            .getJSONObject("properties").getJSONObject("action").getJSONArray("enum")
        return (0 until names.length()).map { names.getString(it) }.toSet()
    }

    override val version: String = schema(schemaFile)
    override val negotiationAction: String = "capability.query"

    override fun isRecoverableByDefault(code: String): Boolean = recoverable[code] ?: false
    override fun isStandardError(code: String): Boolean = code in STANDARD_ERRORS
    /** An action the spec does not know lists no codes to check against. */
    override fun isDeclared(code: String, action: String): Boolean = ERRORS[action]?.contains(code) ?: true

    override fun checkRequest(action: String, data: JsonObject?): String? = requestTypes[action]?.let { check.problem(data, it) }
    override fun checkResult(action: String, data: JsonValue): String? = resultTypes[action]?.let { check.problem(data, it) }

    override fun checkOutgoingEvent(name: String, data: JsonObject): String? = when {
        name !in eventTypes -> "The app sent the event $name, which the spec does not declare"
        name in pageOnlyEvents -> "The app sent the event $name, which only the page sends"
        else -> check.problem(data, eventTypes.getValue(name))?.let { "The $name event's data does not match its type: $it" }
    }

    override fun decodeIncomingEvent(name: String, data: JsonObject?): BridgeDecodedEvent = when {
        name !in eventTypes -> BridgeDecodedEvent(null, null)
        name in hostOnlyEvents -> BridgeDecodedEvent(null, "The page sent the event $name, which only the host sends")
        else -> check.problem(data, eventTypes.getValue(name))
            ?.let { BridgeDecodedEvent(null, "The $name event's data does not match its type: $it") }
            ?: BridgeDecodedEvent(name, null)
    }

    /**
     * Writes an action's result as its generated encoder will: with the defaults of its type, and
     * each blob field's bytes through [bytes] (a reference to a page with blob terms), typed by
     * its media type field or `application/octet-stream`.
     */
    fun writeTypedResult(action: String, data: JsonValue, writer: JsonWriter) {
        val type = resultTypes[action] ?: return writer.value(data)
        val value = check.withDefaults(data, type) as? JsonObject ?: return writer.value(data)
        val blobFields = check.blobFields(type)
        writer.beginObject()
        for ((key, member) in value.members) {
            writer.key(key)
            val text = member.stringValue
            if (key in blobFields && text != null) {
                val mimeType = MIME_TYPE_FIELDS[key]?.let { value[it]?.stringValue } ?: "application/octet-stream"
                writer.bytes(Base64.decode(text), mimeType)
            } else {
                writer.value(member)
            }
        }
        writer.endObject()
    }

    companion object {
        /** The protocol version, from the schema's title (`GBGBridge 1.1 message`). */
        private fun schema(file: File): String =
            Regex("GBGBridge ([0-9]+\\.[0-9]+) message").find((Json.read(file.readText()) as JSONObject).getString("title"))!!.groupValues[1]

        /** The codes every action may answer: BridgeStandardError. */
        val STANDARD_ERRORS = setOf("BUSY", "TIMEOUT", "INVALID_REQUEST", "VERSION_MISMATCH", "INTERNAL_ERROR", "UNSUPPORTED_ACTION", "CANCELLED")

        /** From Protocol/bridge.yaml: the slots. */
        val SLOTS = listOf(Slot("camera.document", "camera.document.capture"), Slot("camera.selfie", "camera.selfie.capture"))

        /** From Protocol/bridge.yaml: each action's capability. */
        val CAPABILITIES = mapOf("camera.document.capture" to "camera.document", "camera.selfie.capture" to "camera.selfie", "nfc.read" to "nfc.read")

        /** From Protocol/bridge.yaml: the blob fields whose media type another field gives (`mimeTypeField`). */
        val MIME_TYPE_FIELDS = mapOf("imageData" to "mimeType", "previewImageData" to "mimeType")

        /** From Protocol/bridge.yaml: every capability is at 1.0. */
        const val CAPABILITY_VERSION = "1.0"

        /** From Protocol/bridge.yaml: each action's codes. */
        val ERRORS = mapOf(
            "camera.document.capture" to setOf("BUSY", "CAMERA_DENIED", "PERMISSION_DENIED", "CANCELLED", "TIMEOUT"),
            "camera.selfie.capture" to setOf("BUSY", "CAMERA_DENIED", "PERMISSION_DENIED", "CANCELLED", "TIMEOUT"),
            "nfc.read" to setOf("NFC_NOT_AVAILABLE", "NFC_ERROR", "CAPABILITY_UNAVAILABLE", "NOT_AVAILABLE", "CANCELLED", "TIMEOUT"),
        )
    }
}
