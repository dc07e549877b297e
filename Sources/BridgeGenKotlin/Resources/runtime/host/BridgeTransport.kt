package com.gbg.bridge.runtime

/**
 * Carries messages between a host and its page: the WebView transport on Android, an in-memory
 * page in tests. It hands the host what the page sends ([BridgeHostBase.transportDidReceive]),
 * tells it when a new document replaces the page ([BridgeHostBase.transportDidChangePage]), and
 * delivers what the host sends.
 */
public interface BridgeTransport {
    /** Hands [message], one JSON text, to the page; throws when it cannot. Called on the host's thread. */
    public fun deliver(message: String)

    /**
     * Where the page fetches blobs from: a URL prefix the transport serves
     * ([BridgeHostBase.serveBlob]), to which the host appends a token; null when it serves none,
     * and every value goes inline.
     */
    public val blobUrlPrefix: String? get() = null
}

/** What the host hears about: every message, every problem, the page's events, and requests nobody handles. */
public interface BridgeObserver {
    /** A message from the page was accepted, before it is routed. */
    public fun onMessage(message: BridgeMessage) {}

    /** The host reports a problem; [BridgeHostBase.lastProblem] holds it too. */
    public fun onProblem(problem: BridgeProblem) {}

    /** The page sent an event. */
    public fun onEvent(event: BridgeIncomingEvent) {}

    /**
     * A request nobody handles is held in [BridgeHostBase.pendingRequests]; answer it with
     * [BridgeHostBase.respond], or it times out.
     */
    public fun onUnhandledRequest(request: BridgeMessage) {}
}

/** An event from the page, as the app receives it. */
public class BridgeIncomingEvent(
    /** The event's message. */
    public val message: BridgeMessage,
    /** The event as the generated code types it (its sealed type's case), or null when it stays as it arrived. */
    public val typed: Any?,
) {
    /** The event's name. */
    public val name: String get() = message.action

    /** The event's data, as it arrived. */
    public val data: JsonObject? get() = message.data

    /** For example `journey.progress (typed)`. */
    override fun toString(): String = "$name${if (typed != null) " (typed)" else ""}"
}
