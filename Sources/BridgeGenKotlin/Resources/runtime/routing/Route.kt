package com.gbg.bridge.runtime

/** Where a request goes, by the precedence of [RouteTable]. */
internal sealed class Route {
    /** A typed slot with a handler: `BUSY` while it has an active request, else its handler. */
    class Slot(val slot: BridgeSlotBase) : Route()
    /** A typed action handler, counted against [capability]. */
    class Typed(val handler: BridgeRequestHandler, val capability: String) : Route()
    /** A handler of the configuration approach. */
    class Configured(val handler: BridgeCapabilityHandler) : Route()
    /** A custom capability's handler. */
    class Custom(val handler: BridgeRequestHandler) : Route()
    /** The negotiation action, answered from the host's declarations. */
    object Negotiation : Route()
    /** A typed slot without a handler: the capability exists but is not offered. */
    class UnsupportedSlot(val slot: BridgeSlotBase) : Route()
}
