package com.gbg.bridge.runtime

/**
 * A capability slot (`host.documentCapture`) as the host routes to it: setting its handler declares
 * the capability and provides it, in one step; while it has an active request, another is
 * answered `BUSY`. [BridgeSlot] is the typed slot generated hosts make.
 */
public abstract class BridgeSlotBase internal constructor(
    /** The capability it declares, such as `camera.document`. */
    public val capabilityId: String,
    /** The action its requests carry, such as `camera.document.capture`. */
    public val action: String,
    /** The capability's version in the spec. */
    public val version: String,
) {
    internal var host: BridgeHostBase? = null

    /** Whether the slot takes requests; off, it answers `UNSUPPORTED_ACTION` and declares itself unsupported, handler kept. */
    public var isEnabled: Boolean = true

    /** The permission state `capability.query` reports (`granted`, `denied`, `notDetermined`, …); null reports none. */
    public var permissionState: String? = null

    private val namedPermissions = LinkedHashMap<String, String>()

    /** The states of the capability's named permissions (the spec's `permissions`) that are set, by name. */
    public val permissionStates: Map<String, String> get() = namedPermissions.toMap()

    /** Sets the state `capability.query` reports for the named permission [permission]; null stops reporting it. */
    public fun setPermissionState(permission: String, state: String?) {
        if (state == null) namedPermissions.remove(permission) else namedPermissions[permission] = state
    }

    /** Whether `capability.query` reports it supported: it has a handler and is enabled. */
    public val isSupported: Boolean get() = hasHandler && isEnabled

    internal abstract val hasHandler: Boolean

    /** Takes a request routed to it, whose answer passes [gate]. */
    internal abstract fun start(request: BridgeMessage, gate: AnswerGate)

    /** Its request [correlationId] has ended, for [reason]: resume a waiting handler with `cancelled`. */
    internal abstract fun end(correlationId: String, reason: AnswerDescription)
}
