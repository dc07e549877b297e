package com.gbg.bridge.runtime

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import java.util.concurrent.Executor
import kotlin.coroutines.EmptyCoroutineContext

/**
 * The host of a web journey: it reads the page's messages, checks them, routes each request to
 * whoever handles its action, answers each exactly once, and writes what goes back. Generated
 * hosts (`BridgeHost`) extend it with the spec's typed slots, handlers and events; the runtime
 * knows no action of its own (Concepts: "A message arrives", "A request's life").
 *
 * Everything happens on the host's thread ([BridgeHostOptions.dispatcher], the main thread on
 * Android): receiving, routing, sending, every property. A [BridgeResponder] may answer from any
 * thread.
 */
public open class BridgeHostBase @BridgeGeneratedApi constructor(
    /** What the generated code says of its protocol. */
    @property:BridgeGeneratedApi public val protocol: BridgeProtocol,
    /** The host's limits, timeouts, clock and thread. */
    public val options: BridgeHostOptions = BridgeHostOptions(),
    /** The app's integration version, which `capability.query` reports. */
    public val hostVersion: String = "1.0.0",
    /** The capability dictionary of a configuration-based host, which `capability.query` reports. */
    configuration: Map<String, BridgeCapabilityInfo>? = null,
) {
    /** Runs work on the host's thread. */
    internal val main: Executor = Executor { options.dispatcher.dispatch(EmptyCoroutineContext, it) }
    /** Where handlers run: ending a request cancels its handler's coroutine and nothing else. */
    internal val scope = CoroutineScope(SupervisorJob() + options.dispatcher)
    internal val deadlineClock = DeadlineClock(options.clock)
    internal val ledger = RequestLedger(options, deadlineClock)
    internal val routes = RouteTable(protocol.negotiationAction, configuration)
    internal val outbox = ReplyOutbox { main.execute { drainOutbox() } }
    internal val reader = JsonReader(JsonReader.Limits(options.maxIncomingMessageBytes, options.maxIncomingNestingDepth))
    /** Reads a plain envelope's data, two levels down from the envelope ([PlainEnvelope]). */
    internal val dataReader = JsonReader(JsonReader.Limits(options.maxIncomingMessageBytes, maxOf(options.maxIncomingNestingDepth - 2, 0)))
    /** Reads a plain request's data straight into its type ([PlainEnvelope]). */
    internal val typedReader = JsonBytesReader(maxOf(options.maxIncomingNestingDepth - 2, 0))
    /** The start of every message this host writes, encoded once. */
    internal val envelopeStart: JsonKey = Envelope.start(protocol.version)
    /** The writer of the next response, free between responses (`sendResponse`). */
    internal var spareWriter: JsonWriter? = null
    internal val majorVersion: String = protocol.version.substringBefore('.')
    internal val history = ArrayDeque<BridgeMessage>()
    internal val inbox = ArrayDeque<ByteArray>()
    internal var isReceiving = false
    internal val blobs = BlobStore(this)
    /** Whether the page agreed to `update` in its latest negotiation; a new document starts without. */
    internal var updatesAgreed = false
    private val refusals = RefusalCounter()
    private var refusalAlarm: BridgeAlarm? = null

    /** Hears of every message, problem, event and unhandled request. */
    public var observer: BridgeObserver? = null

    /** The latest problem; cleared when a transport is attached. */
    public var lastProblem: BridgeProblem? = null
        internal set

    /** The transport to the page, when one is attached. */
    public var transport: BridgeTransport? = null
        private set

    /**
     * The newest messages from the page, oldest first, at most `maxReceivedMessages`; the values
     * of the spec's `sensitive` fields read `"<redacted>"` in their [BridgeMessage.data].
     */
    public val receivedMessages: List<BridgeMessage> get() = history.map { shown(it) }

    /** The requests nobody handles, waiting for [respond], oldest first. */
    public val pendingRequests: List<BridgeMessage> get() = ledger.held()

    /** Adds a typed slot; generated hosts adopt theirs when they are made. */
    @BridgeGeneratedApi
    public fun adopt(slot: BridgeSlotBase) {
        slot.host = this
        routes.adopt(slot)
    }

    /** Connects a transport; a previous one is detached first. [lastProblem] is cleared. */
    public fun attach(transport: BridgeTransport) {
        if (this.transport != null) detach()
        lastProblem = null
        this.transport = transport
    }

    /**
     * Disconnects the transport. Everything in flight ends: handlers are cancelled, suspended slots
     * resume with `cancelled`, pending requests are dropped; none of them can be answered now.
     */
    public fun detach() {
        drainOutbox()
        transport = null
        endAllOpenRequests("the page went away")
        blobs.removeAll()
        updatesAgreed = false
    }

    /** Receives a message from the page as the transport got it. */
    public fun transportDidReceive(text: String): Unit = receive(text)

    /**
     * Receives one message from the page, as JSON text. A text over `maxIncomingMessageBytes` of
     * UTF-8 is refused before it is copied.
     */
    public fun receive(text: String) {
        // UTF-8 has at least one byte per UTF-16 unit: a longer text is too large, uncounted.
        if (text.length > options.maxIncomingMessageBytes) return refuseOversized(Utf8Length.of(text))
        receive(text.toByteArray(Charsets.UTF_8), text)
    }

    /** Receives one message from the page, as UTF-8 JSON text. */
    public fun receive(bytes: ByteArray): Unit = receive(bytes, null)

    /** Receives [bytes]; when they are the JDK's encoding of [text], they may hold `?` for a surrogate ([receiveHere]). */
    private fun receive(bytes: ByteArray, text: String?) {
        if (isReceiving) {
            // A page that answers from inside `deliver` waits its turn instead of recursing.
            inbox.addLast(if (text == null) bytes else Utf8.bytesKeepingSurrogates(text))
            return
        }
        isReceiving = true
        drainOutbox()
        outbox.cover()
        try {
            if (text == null) receiveHere(bytes) else receiveHere(bytes, text)
            var turn = 0
            while (turn < 256) {
                val next = inbox.removeFirstOrNull() ?: break
                receiveHere(next)
                turn += 1
            }
            if (inbox.isNotEmpty()) main.execute { inbox.removeFirstOrNull()?.let(::receive) }
        } finally {
            outbox.uncover()
            isReceiving = false
            drainOutbox()
        }
    }

    /**
     * Answers an open request, one a handler holds or one in [pendingRequests]. A request is
     * answered once: answering again, or an unknown correlation ID, sends nothing and is reported
     * (`droppedAnswer`).
     */
    public fun respond(correlationId: String, reply: BridgeReply) {
        drainOutbox()
        answer(correlationId, reply, AnswerDescription("respond() with ", reply.status))
    }

    /** A new document replaced the page: everything the old page asked for ends, unanswered. */
    public fun transportDidChangePage() {
        drainOutbox()
        endAllOpenRequests("the page navigated away")
        blobs.removeAll()
        updatesAgreed = false
    }

    /**
     * Answers the page's fetch of a blob [url] under [prefix] (the transport's [BridgeTransport.blobUrlPrefix]
     * when it wrote the reference): the bytes, once, to the page's own origin [pageOrigin] from its
     * main frame; a refusal otherwise, reported (`blobRefused`).
     */
    public fun serveBlob(url: String, origin: BridgeWebOrigin?, isMainFrame: Boolean, pageOrigin: BridgeWebOrigin?, prefix: String): BridgeBlobResponse =
        blobs.serve(url, origin, isMainFrame, pageOrigin, prefix)

    /**
     * A problem the transport found (a refused frame or origin, a failed delivery, a refused blob
     * fetch, an oversized message). A page may cause these in a loop: beyond five of a kind a
     * second they are counted, and reported together at the end of the second.
     */
    public fun transportDidReport(problem: BridgeProblem) {
        val now = deadlineClock.now()
        reportCountedRefusals(now)
        if (refusals.admit(problem, now)) return report(problem)
        val end = refusals.nextSummary
        if (refusalAlarm == null && end != null) {
            refusalAlarm = deadlineClock.setAlarm(end, main) {
                refusalAlarm = null
                reportCountedRefusals(deadlineClock.now())
            }
        }
    }

    private fun reportCountedRefusals(now: Long) {
        for (summary in refusals.summaries(now)) report(summary)
    }

    /**
     * Declares a capability that has no typed slot, and handles its requests (its action is its
     * ID). `capability.query` reports it supported with [version], unless a typed slot with a
     * handler, a typed handler or the configuration declares the same ID: those take precedence.
     */
    public fun registerCustomCapability(capabilityId: String, version: String = "1.0", handler: BridgeRequestHandler) {
        routes.setCustom(capabilityId, version, handler)
    }

    /** Withdraws a custom capability. */
    public fun unregisterCustomCapability(capabilityId: String) {
        routes.setCustom(capabilityId, "", null)
    }

    /** Registers a handler for its action (the configuration-based approach), replacing any earlier one; it declares nothing. */
    public fun register(handler: BridgeCapabilityHandler) {
        routes.setConfigured(handler.action, handler)
    }

    /** Removes the handler registered for [action]. Requests it is already handling run to the end. */
    public fun unregister(action: String) {
        routes.setConfigured(action, null)
    }

    /**
     * Handles [action] with [handler], declaring [capability] at [version] (an action of no
     * capability declares nothing): what the generated typed handlers (`host.handleNfcRead { … }`)
     * sit on; null removes it.
     */
    @BridgeGeneratedApi
    public fun handle(action: String, capability: String?, version: String, handler: BridgeRequestHandler?) {
        routes.setTyped(action, capability, version, handler)
    }

    /**
     * What `capability.query` reports now, by capability ID. Precedence, lowest first: custom
     * capabilities, the configuration, typed handlers, typed slots with a handler.
     */
    public fun capabilityDeclarations(): Map<String, BridgeCapabilityInfo> = routes.capabilities()

    /**
     * Sends any event by name, with its data. It is sent as it is, since the app chose it; but an
     * event the spec does not declare, one only the page sends, or data that does not match its
     * type, is reported (`eventMisuse`): the generated typed senders cannot make those mistakes.
     */
    public fun send(event: String, data: JsonObject = JsonObject(emptyMap())) {
        drainOutbox()
        protocol.checkOutgoingEvent(event, data)?.let {
            report(BridgeProblem(BridgeProblem.Kind.EVENT_MISUSE, it, action = event))
        }
        writeEvent(event) { it.value(data) }
    }

    /** Sends an event whose data the generated encoder writes: the typed senders sit on it. */
    @BridgeGeneratedApi
    public fun sendEvent(event: String, data: (JsonWriter) -> Unit) {
        drainOutbox()
        writeEvent(event, data)
    }

    /** Sets [lastProblem] and tells the observer. */
    @BridgeGeneratedApi
    public fun report(problem: BridgeProblem) {
        lastProblem = problem
        observer?.onProblem(problem)
    }

    /** Answers one turn of waiting responders' answers, in the order they were given. */
    internal fun drainOutbox() {
        while (true) {
            val entry = outbox.takeOldest() ?: return
            if (entry.isUpdate) {
                sendUpdate(entry.correlationId, entry.reply)
            } else if (entry.earlier === AnswerDescription.CANCELLED_BY_PAGE) {
                // The page asked for the cancellation: what the handler answers after it is expected.
            } else if (entry.earlier != null) {
                report(BridgeProblem(
                    BridgeProblem.Kind.DROPPED_ANSWER,
                    "Dropped a second answer (${entry.reply.status}) to ${Printable.of(entry.correlationId)}: it was already answered with ${entry.earlier}",
                    entry.correlationId))
            } else {
                answerClaimed(entry.correlationId, entry.reply)
            }
        }
    }

    /** Ends every open request unanswered: the page that asked is gone. */
    internal fun endAllOpenRequests(reason: String) {
        val answer = AnswerDescription("nothing: ", reason)
        for (open in ledger.endAll(answer)) {
            // An answer already claimed but not yet sent is dropped too: its page is gone.
            open.gate?.claim(answer)
            open.slot?.end(open.key, answer)
            open.stopHandler?.invoke()
        }
        ledger.timer?.cancel()
        ledger.timer = null
    }
}
