package com.gbg.bridge.runtime

/**
 * Where each action's requests go, and what `capability.query` declares: one table, by action, of
 * everything that declared the action, with the route that wins, found again each time a handler
 * is set or removed.
 *
 * Precedence, highest first: typed slots with a handler, typed action handlers, the configuration
 * (`register`), custom capabilities; then the negotiation action's built-in answer, then a slot
 * without a handler (`UNSUPPORTED_ACTION`); an action with none of them is held for the app.
 */
internal class RouteTable(negotiationAction: String?, private val configured: Map<String, BridgeCapabilityInfo>?) {
    private class Typed(val handler: BridgeRequestHandler, val capability: String?, val version: String)
    private class Custom(val handler: BridgeRequestHandler, val version: String)

    /** Everything declared for one action. */
    private class Declarations {
        val slots = ArrayList<BridgeSlotBase>()
        var typed: Typed? = null
        var configured: BridgeCapabilityHandler? = null
        var custom: Custom? = null
        var isNegotiation = false

        fun route(action: String): Route? {
            slots.firstOrNull { it.hasHandler }?.let { return Route.Slot(it) }
            typed?.let { return Route.Typed(it.handler, it.capability ?: action) }
            configured?.let { return Route.Configured(it) }
            custom?.let { return Route.Custom(it.handler) }
            if (isNegotiation) return Route.Negotiation
            slots.firstOrNull()?.let { return Route.UnsupportedSlot(it) }
            return null
        }
    }

    private val routes = HashMap<String, Route>()
    private val declarations = HashMap<String, Declarations>()
    /** Every slot, in the order the host adopted them. */
    private val slots = ArrayList<BridgeSlotBase>()

    init {
        if (negotiationAction != null) change(negotiationAction) { it.isNegotiation = true }
    }

    /** Where requests for [action] go; null holds them for the app. */
    fun route(action: String): Route? = routes[action]

    fun adopt(slot: BridgeSlotBase) {
        slots.add(slot)
        change(slot.action) { it.slots.add(slot) }
    }

    /** Finds a slot's route again: its handler was set or removed. */
    fun slotChanged(slot: BridgeSlotBase) = change(slot.action) {}

    fun setTyped(action: String, capability: String?, version: String, handler: BridgeRequestHandler?) =
        change(action) { it.typed = handler?.let { typed -> Typed(typed, capability, version) } }

    fun setConfigured(action: String, handler: BridgeCapabilityHandler?) = change(action) { it.configured = handler }

    fun setCustom(capability: String, version: String, handler: BridgeRequestHandler?) =
        change(capability) { it.custom = handler?.let { custom -> Custom(custom, version) } }

    private fun change(action: String, update: (Declarations) -> Unit) {
        val declared = declarations.getOrPut(action) { Declarations() }
        update(declared)
        val route = declared.route(action)
        if (route == null) routes.remove(action) else routes[action] = route
    }

    /**
     * The declarations `capability.query` reports now, by the same precedence as routing. A host
     * without configuration also lists its slots that have no handler, as unsupported.
     */
    fun capabilities(): Map<String, BridgeCapabilityInfo> {
        val capabilities = LinkedHashMap<String, BridgeCapabilityInfo>()
        for ((action, declared) in declarations) {
            val custom = declared.custom ?: continue
            capabilities[action] = BridgeCapabilityInfo(true, custom.version)
        }
        if (configured != null) capabilities.putAll(configured)
        for (declared in declarations.values) {
            val typed = declared.typed ?: continue
            val capability = typed.capability ?: continue
            capabilities[capability] = BridgeCapabilityInfo(true, typed.version)
        }
        for (slot in slots) {
            if (slot.hasHandler || (configured == null && !capabilities.containsKey(slot.capabilityId))) {
                capabilities[slot.capabilityId] = BridgeCapabilityInfo(
                    slot.isSupported, slot.version, null, slot.permissionState, slot.permissionStates.ifEmpty { null })
            }
        }
        return capabilities
    }
}
