package com.gbg.bridge.runtime

/**
 * Handles a request: answers it through the responder, now or later, from any thread. A handler
 * that throws a [BridgeAnswerableException] answers with its reply; one that throws anything
 * else, or returns without answering, answers `INTERNAL_ERROR`, and the app is told.
 *
 * It runs on the host's thread, in a coroutine of its own that starts at once and runs until it
 * first suspends: a handler that answers without suspending has answered when `receive` returns.
 */
public typealias BridgeRequestHandler = suspend (request: BridgeMessage, responder: BridgeResponder) -> Unit

/** A handler of the configuration-based approach ([BridgeHostBase.register]): it declares nothing. */
public interface BridgeCapabilityHandler {
    /** The action it handles. */
    public val action: String

    /** Handles one request, as [BridgeRequestHandler] says. */
    public suspend fun handle(request: BridgeMessage, responder: BridgeResponder)
}

/** How `capability.query` describes one capability. */
public class BridgeCapabilityInfo(
    /** Whether the host offers it now. */
    public val supported: Boolean,
    /** Its version, "major.minor". */
    public val version: String,
    /** Limits the capability works within, as the spec describes them. */
    public val constraints: JsonObject? = null,
    /** Whether the user has allowed it (`granted`, `denied`, `notDetermined`, …), when known. */
    public val permissionState: String? = null,
    /** The states of its named permissions (the spec's `permissions`, such as `camera` and `photoLibrary`), by name. */
    public val permissions: Map<String, String>? = null,
) {
    internal fun write(writer: JsonWriter) {
        writer.beginObject()
        writer.key("supported"); writer.bool(supported)
        writer.key("version"); writer.string(version)
        if (constraints != null) { writer.key("constraints"); writer.value(constraints) }
        if (permissionState != null) { writer.key("permissionState"); writer.string(permissionState) }
        if (permissions != null) {
            writer.key("permissions")
            writer.beginObject()
            for ((name, state) in permissions) { writer.key(name); writer.string(state) }
            writer.endObject()
        }
        writer.endObject()
    }

    /** For example `supported 1.0 granted`. */
    override fun toString(): String = "${if (supported) "supported" else "unsupported"} $version${permissionState?.let { " $it" } ?: ""}"
}
