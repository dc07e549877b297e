package com.gbg.bridge.runtime

/**
 * What the generated code tells the runtime about its protocol: the version, the negotiation
 * action, the codes' defaults, and the checks of the spec's types. The runtime knows no action,
 * capability or type of its own; the generator writes one of these per spec.
 */
@BridgeGeneratedApi
public interface BridgeProtocol {
    /** The protocol version the host speaks, "major.minor". */
    public val version: String

    /** The action the host answers from its declarations (`capability.query`), if any. */
    public val negotiationAction: String?

    /** Whether an error with [code] is recoverable when the answer does not say. */
    public fun isRecoverableByDefault(code: String): Boolean

    /** Whether [code] is one of the protocol's standard codes, which every action may answer. */
    public fun isStandardError(code: String): Boolean

    /** Whether the spec lists [code] for [action]. */
    public fun isDeclared(code: String, action: String): Boolean

    /**
     * Checks a request's data against its action's request type: null when it decodes (or the
     * action is not the spec's), else what is wrong, in words.
     */
    public fun checkRequest(action: String, data: JsonObject?): String?

    /**
     * Reads a request's data straight from the page's text as its action's request type; the
     * reader gives up on anything unusual, and so does this for an action without a type, and the
     * host then reads the data as a value and checks it with [checkRequest].
     */
    public fun readRequest(action: String, reader: JsonBytesReader): Any = reader.giveUp()

    /** Checks a success's data against its action's result type: null when it matches, else what is wrong. */
    public fun checkResult(action: String, data: JsonValue): String?

    /**
     * Checks an event the app sends by name: null when the spec lets the host send it with this
     * data, else what is wrong (`eventMisuse`).
     */
    public fun checkOutgoingEvent(name: String, data: JsonObject): String?

    /**
     * Types an event from the page: its typed value (the generated sealed type's case), or null
     * when the spec does not type it; and what is wrong with it, if anything (`unexpectedEvent`).
     */
    public fun decodeIncomingEvent(name: String, data: JsonObject?): BridgeDecodedEvent

    /**
     * Where the data of a message of [type] about [action] holds values of `sensitive` fields: a
     * request's data, a response's result, an event's data; null when it holds none, as in a
     * protocol without such fields. The history and the observer's copy of the message leave
     * them out; the handler and a request held for the app keep them.
     */
    public fun redaction(action: String, type: String): BridgeRedaction? = null

    /** Whether the protocol declares the `update` and `cancel` message types; a protocol without them says no. */
    public val speaksUpdates: Boolean get() = false

    /** Whether [action] is a stream: items in updates until either side ends it. */
    public fun isStream(action: String): Boolean = false
}

/** An event from the page as [BridgeProtocol.decodeIncomingEvent] typed it. */
@BridgeGeneratedApi
public class BridgeDecodedEvent(
    /** The event's typed value, or null when it stays as it arrived. */
    public val typed: Any?,
    /** What is wrong with it, if anything. */
    public val problem: String?,
)
