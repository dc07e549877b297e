package com.gbg.bridge.runtime

import java.util.UUID

/** Events both ways: the app's events to the page, and the page's events typed for the observer. */

/** Types an event from the page and hands it to the observer. */
internal fun BridgeHostBase.receiveEvent(message: BridgeMessage) {
    val decoded = protocol.decodeIncomingEvent(message.action, message.data)
    decoded.problem?.let {
        report(BridgeProblem(BridgeProblem.Kind.UNEXPECTED_EVENT, it, message.correlationId, message.action))
    }
    observer?.onEvent(BridgeIncomingEvent(message, decoded.typed))
}

/** Writes an event with a correlation ID of its own (`<environment>-event-<uuid>`) and hands it to the transport. */
internal fun BridgeHostBase.writeEvent(name: String, data: (JsonWriter) -> Unit) {
    val writer = JsonWriter(256)
    Envelope.writeHead(writer, envelopeStart, "${options.environment}-event-${UUID.randomUUID()}", BridgeMessage.EVENT, options.clock.now(), name)
    writer.key("data")
    data(writer)
    writer.endObject()
    writer.endObject()
    deliver(writer.toString())
}
