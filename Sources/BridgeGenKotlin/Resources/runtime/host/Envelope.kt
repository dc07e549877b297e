package com.gbg.bridge.runtime

/**
 * The message envelope, read strictly and written in the Swift host's key order, so a page sees
 * the same text from every host.
 */
internal object Envelope {
    /** Why a value is not an envelope, with the path of the member at fault. */
    class Invalid(message: String) : Exception(message)

    fun read(value: JsonValue): BridgeMessage {
        val message = value as? JsonObject ?: throw Invalid("the message is not an object")
        val payload = required(message, "payload", "") as? JsonObject ?: throw mismatch("payload", "an object")
        val data = optional(payload, "data")?.let { it as? JsonObject ?: throw mismatch("payload.data", "an object") }
        val error = optional(payload, "error")?.let { readError(it) }
        return BridgeMessage(
            version = string(message, "version", ""),
            correlationId = string(message, "correlationId", ""),
            type = string(message, "type", ""),
            timestamp = whole(required(message, "timestamp", ""), "timestamp"),
            action = string(payload, "action", "payload."),
            data = data,
            status = optional(payload, "status")?.let { it.stringValue ?: throw mismatch("payload.status", "a string") },
            error = error,
        )
    }

    private fun readError(value: JsonValue): BridgeError {
        val error = value as? JsonObject ?: throw mismatch("payload.error", "an object")
        val recoverable = required(error, "recoverable", "payload.error.").booleanValue ?: throw mismatch("payload.error.recoverable", "a boolean")
        return BridgeError(string(error, "code", "payload.error."), string(error, "message", "payload.error."), recoverable)
    }

    private fun required(objectValue: JsonObject, key: String, path: String): JsonValue =
        objectValue.members[key] ?: throw Invalid("$path$key: missing")

    /** The member, or null when it is absent or `null`. */
    private fun optional(objectValue: JsonObject, key: String): JsonValue? = objectValue.members[key]?.takeUnless { it.isNull }

    private fun string(objectValue: JsonObject, key: String, path: String): String =
        required(objectValue, key, path).stringValue ?: throw mismatch("$path$key", "a string")

    /** A whole number a `Long` holds exactly: `1.5` is a mismatch, `1e300` out of range. */
    private fun whole(value: JsonValue, path: String): Long {
        val number = value.doubleValue ?: throw mismatch(path, "a whole number")
        if (number != Math.rint(number) || number < -9.223372036854776E18 || number >= 9.223372036854776E18) {
            throw mismatch(path, "a whole number")
        }
        return number.toLong()
    }

    private fun mismatch(path: String, expected: String) = Invalid("$path: expected $expected")

    /** The major version of "major.minor" (digits, a dot, digits), or null when [version] is not one. */
    fun major(version: String): String? {
        val dot = version.indexOf('.')
        // More digits than an Int holds is no version, as the Swift host reads it.
        if (dot <= 0 || dot == version.length - 1 || version.substring(0, dot).trimStart('0').length > 18) return null
        for (index in version.indices) if (index != dot && version[index] !in '0'..'9') return null
        // Leading zeros name the same major version: "01.0" is 1.
        return version.substring(0, dot).trimStart('0').ifEmpty { "0" }
    }

    /** `{"version":"…","correlationId":`, the start of every message of [version], encoded once per host. */
    fun start(version: String): JsonKey = JsonKey.text {
        beginObject()
        key(Keys.version); string(version)
        key(Keys.correlationId)
    }

    /** Writes a response; [start] is [Envelope.start] of the version, [plainText] as [writeHead] says. */
    fun writeResponse(
        writer: JsonWriter, start: JsonKey, correlationId: String, timestamp: Long, action: String, reply: BridgeReply, recoverable: Boolean?,
        plainText: Boolean,
    ) {
        writeHead(writer, start, correlationId, BridgeMessage.RESPONSE, timestamp, action, plainText)
        val encoded = reply.encodedData
        if (encoded != null) {
            writer.key(Keys.data)
            encoded(writer)
        } else if (reply.data != null) {
            writer.key(Keys.data)
            writer.value(reply.data)
        }
        if (reply.status == BridgeReply.SUCCESS && reply.error == null) {
            writer.key(Keys.successAndEnd)
            return
        }
        writer.key(Keys.status); writer.string(reply.status)
        val error = reply.error
        if (error != null) {
            writer.key(Keys.error)
            writer.beginObject()
            writer.key(Keys.code); writer.string(error.code)
            writer.key(Keys.message); writer.string(error.message)
            writer.key(Keys.recoverable); writer.bool(error.recoverable ?: recoverable ?: false)
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
    }

    /**
     * Writes everything of a message up to the payload's `action`; the caller writes the rest and
     * closes both objects. [start] is [Envelope.start] of the version; [plainText] says that
     * [correlationId] and [action] are plain ASCII, as [PlainEnvelope] read them.
     */
    fun writeHead(writer: JsonWriter, start: JsonKey, correlationId: String, type: String, timestamp: Long, action: String, plainText: Boolean = false) {
        writer.key(start)
        if (plainText) writer.plainString(correlationId) else writer.string(correlationId)
        if (type == BridgeMessage.RESPONSE) {
            writer.key(Keys.responseTypeAndTimestamp)
        } else {
            writer.key(Keys.type); writer.string(type)
            writer.key(Keys.timestamp)
        }
        writer.integer(timestamp)
        writer.key(Keys.payloadAndAction)
        if (plainText) writer.plainString(action) else writer.string(action)
    }

    /** The envelope's keys, and pieces of it that are the same in every message, encoded once. */
    private object Keys {
        val version = JsonKey.of("version")
        val correlationId = JsonKey.of("correlationId")
        val type = JsonKey.of("type")
        val timestamp = JsonKey.of("timestamp")
        val data = JsonKey.of("data")
        val status = JsonKey.of("status")
        val error = JsonKey.of("error")
        val code = JsonKey.of("code")
        val message = JsonKey.of("message")
        val recoverable = JsonKey.of("recoverable")
        /** `"type":"response","timestamp":` */
        val responseTypeAndTimestamp = JsonKey.text { key(type); string(BridgeMessage.RESPONSE); key(timestamp) }
        /** `"payload":{"action":` */
        val payloadAndAction = JsonKey.text { key("payload"); beginObject(); key("action") }
        /** `"status":"success"}}`, the end of nearly every response. */
        val successAndEnd = JsonKey.text { key(status); string(BridgeReply.SUCCESS); endObject(); endObject() }
    }
}
