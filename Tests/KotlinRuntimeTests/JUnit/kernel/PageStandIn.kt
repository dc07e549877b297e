package com.gbg.bridge.runtime

/** A page the tests play: it records what the host delivers, in order. */
class PageStandIn : BridgeTransport {
    val received = ArrayList<JsonValue>()

    override fun deliver(message: String) {
        received.add(JsonReader().read(message))
    }

    /** The messages received since the last call. */
    fun take(): List<JsonValue> = ArrayList(received).also { received.clear() }
}

/** An observer that keeps what it hears. */
class RecordingObserver : BridgeObserver {
    val problems = ArrayList<BridgeProblem>()
    val events = ArrayList<BridgeIncomingEvent>()
    val unhandled = ArrayList<BridgeMessage>()
    val messages = ArrayList<BridgeMessage>()

    override fun onProblem(problem: BridgeProblem) { problems.add(problem) }
    override fun onEvent(event: BridgeIncomingEvent) { events.add(event) }
    override fun onUnhandledRequest(request: BridgeMessage) { unhandled.add(request) }
    override fun onMessage(message: BridgeMessage) { messages.add(message) }

    fun kinds(): List<String> = problems.map { it.kind.name }
}

/** A protocol with no types of its own: every request and result is accepted, every code is its own. */
open class PlainProtocol : BridgeProtocol {
    override val version: String = "1.1"
    override val negotiationAction: String? = "capability.query"
    override fun isRecoverableByDefault(code: String): Boolean = code in setOf("BUSY", "TIMEOUT", "CANCELLED", "CAMERA_DENIED")
    override fun isStandardError(code: String): Boolean =
        code in setOf("BUSY", "TIMEOUT", "CANCELLED", "INVALID_REQUEST", "INTERNAL_ERROR", "UNSUPPORTED_ACTION", "VERSION_MISMATCH")
    override fun isDeclared(code: String, action: String): Boolean = true
    override fun checkRequest(action: String, data: JsonObject?): String? = null
    override fun checkResult(action: String, data: JsonValue): String? = null
    override fun checkOutgoingEvent(name: String, data: JsonObject): String? = null
    override fun decodeIncomingEvent(name: String, data: JsonObject?): BridgeDecodedEvent = BridgeDecodedEvent(null, null)
}

/** A host on a manual clock and a queue dispatcher, attached to a page. */
class KernelFixture(
    timeoutMs: Long? = 30_000,
    maxOpenRequests: Int = 100,
    maxOpenRequestsPerCapability: Int = 32,
    maxCorrelationIdBytes: Int = 256,
    maxIncomingMessageBytes: Int = 1 shl 20,
    maxReceivedMessages: Int = 200,
    maxHeldBytes: Int = 32 shl 20,
    pendingRequestWarningThreshold: Int = 50,
    protocol: BridgeProtocol = PlainProtocol(),
) {
    val clock = BridgeManualClock(1_700_000_000_000)
    val dispatcher = QueueDispatcher()
    val page = PageStandIn()
    val observer = RecordingObserver()
    val host = BridgeHostBase(
        protocol,
        BridgeHostOptions(
            requestTimeoutMs = timeoutMs, maxOpenRequests = maxOpenRequests, maxOpenRequestsPerCapability = maxOpenRequestsPerCapability,
            maxCorrelationIdBytes = maxCorrelationIdBytes, maxIncomingMessageBytes = maxIncomingMessageBytes,
            maxReceivedMessages = maxReceivedMessages, maxHeldBytes = maxHeldBytes,
            pendingRequestWarningThreshold = pendingRequestWarningThreshold, clock = clock, dispatcher = dispatcher),
    ).also {
        it.attach(page)
        it.observer = observer
    }

    /** The page sends a request. */
    fun request(id: String, action: String, data: String = "{}", version: String = "1.1") {
        host.receive("""{"version":"$version","correlationId":"$id","type":"request","timestamp":1700000000000,"payload":{"action":"$action","data":$data}}""")
        dispatcher.settle()
    }

    /** Time passes, and the host settles. */
    fun advance(milliseconds: Long) {
        clock.advance(milliseconds)
        dispatcher.settle()
    }
}

/** The fields the tests look at in a response. */
val JsonValue.id: String? get() = this["correlationId"]?.stringValue
val JsonValue.status: String? get() = this["payload"]?.get("status")?.stringValue
val JsonValue.code: String? get() = this["payload"]?.get("error")?.get("code")?.stringValue
val JsonValue.recoverable: Boolean? get() = this["payload"]?.get("error")?.get("recoverable")?.booleanValue
