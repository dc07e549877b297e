package com.gbg.bridge.runtime

/**
 * One message of the protocol, in either direction, as its envelope carries it: a request
 * (`action` and `data`), its response (`status`, and `data` or `error`), or an event.
 */
public class BridgeMessage(
    /** The protocol version the sender speaks, "major.minor". */
    public val version: String,
    /** Ties a response to its request; an event has one of its own. */
    public val correlationId: String,
    /** `request`, `response`, `event`, or, where the protocol declares them, `update` or `cancel`. */
    public val type: String,
    /** When it was sent, in milliseconds since 1970. */
    public val timestamp: Long,
    /** The action a request asks for, a response answers, or the event's name. */
    public val action: String,
    data: JsonObject?,
    /** A response's status. */
    public val status: String? = null,
    /** A response's error. */
    public val error: BridgeError? = null,
) {
    /**
     * The data as read; until someone asks for it, a request read straight into its type keeps
     * its data as the text it came in ([dataText]), read then.
     */
    @Volatile private var readData: JsonObject? = data

    /** The text of the data, in [dataText] from [dataStart] to [dataEnd], and the reader that reads it. */
    private var dataText: ByteArray? = null
    private var dataStart = 0
    private var dataEnd = 0
    private var dataReader: JsonReader? = null

    /**
     * The request's data as its action's type, read straight from the text; null when it was
     * read as a value instead. Generated typed handlers take it ([typedData]).
     */
    internal var decoded: Any? = null
        private set

    /** Whether its envelope's strings are plain ASCII, as [PlainEnvelope] reads them: written back without escapes but `</`. */
    internal var isPlainText: Boolean = false

    /** What [data] leaves out each time it is read, in the history's and the observer's copy ([redacted]); null in the message as sent. */
    private var redaction: BridgeRedaction? = null

    /**
     * The payload's data, an object when present. In [BridgeHostBase.receivedMessages] and the
     * observer's copy, the values of the spec's `sensitive` fields read `"<redacted>"`.
     */
    public val data: JsonObject?
        get() {
            val redaction = redaction
            if (redaction != null) {
                // Parsed and redacted on every read, keeping nothing: the history holds the text alone.
                val value = readData ?: readText() ?: return null
                return redaction.redact(value) as? JsonObject ?: value
            }
            readData?.let { return it }
            val value = readText() ?: return null
            readData = value
            return value
        }

    /** The data's text read as a value; null when the data is not kept as text. */
    private fun readText(): JsonObject? {
        val text = dataText ?: return null
        // The text was read once already: it is an object, within the reader's limits.
        return dataReader!!.read(text, dataStart, dataEnd - dataStart) as JsonObject
    }

    /**
     * This message as the history and the observer see it: the same data, shared, whose
     * sensitive values [redaction] replaces whenever [data] is read, and no typed value. Nothing
     * is parsed or copied here.
     */
    internal fun redacted(redaction: BridgeRedaction): BridgeMessage {
        val copy = BridgeMessage(version, correlationId, type, timestamp, action, readData, status, error)
        copy.dataText = dataText
        copy.dataStart = dataStart
        copy.dataEnd = dataEnd
        copy.dataReader = dataReader
        copy.isPlainText = isPlainText
        copy.redaction = redaction
        return copy
    }

    /** A request whose data [decoded] was read from [end] − [start] bytes of [text], which [reader] reads as a value when asked. */
    internal constructor(
        version: String, correlationId: String, type: String, timestamp: Long, action: String,
        decoded: Any, text: ByteArray, start: Int, end: Int, reader: JsonReader,
    ) : this(version, correlationId, type, timestamp, action, null) {
        this.decoded = decoded
        dataText = text
        dataStart = start
        dataEnd = end
        dataReader = reader
    }

    /** Whether this is a request, which expects exactly one response. */
    public val isRequest: Boolean get() = type == REQUEST

    /** For example `request nfc.read r1`. */
    override fun toString(): String = "$type $action $correlationId"

    /** The message types. */
    public companion object {
        /** The page asks the host to do something. */
        public const val REQUEST: String = "request"
        /** The outcome of a request. */
        public const val RESPONSE: String = "response"
        /** A notification that expects no answer. */
        public const val EVENT: String = "event"
        /** A progress value or stream item of an open request, from the host; it never ends the request. */
        public const val UPDATE: String = "update"
        /** The page ends an open request; the host answers it `cancelled` at once. */
        public const val CANCEL: String = "cancel"

        /** [type] as the constant of its name, when it is a request, response or event, compared by reference after. */
        internal fun typeNamed(type: String): String = when (type) {
            REQUEST -> REQUEST
            RESPONSE -> RESPONSE
            EVENT -> EVENT
            else -> type
        }
    }
}

/** A response's error: a code, words for people, and whether trying again may help. */
public class BridgeError(
    /** A code of the protocol, such as `CAMERA_DENIED`. */
    public val code: String,
    /** What went wrong, in words. */
    public val message: String,
    /** Whether trying again may succeed; null takes the code's default from the spec. */
    public val recoverable: Boolean? = null,
) {
    /** For example `CAMERA_DENIED: No camera permission`. */
    override fun toString(): String = "$code: $message"
}

/**
 * The request's data as [T]: the value the host read straight from the text when it is one, else
 * [decode] of the data. What generated typed handlers and slots decode their requests with.
 */
@BridgeGeneratedApi
public inline fun <reified T> BridgeMessage.typedData(decode: (JsonObject?) -> T): T {
    val decoded = decodedData
    return if (decoded is T) decoded else decode(data)
}

/** [BridgeMessage]'s typed data, for [typedData], which is inlined into generated code. */
@PublishedApi
internal val BridgeMessage.decodedData: Any? get() = decoded
