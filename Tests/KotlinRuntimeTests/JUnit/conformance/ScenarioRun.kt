package com.gbg.bridge.conformance

import com.gbg.bridge.GBGBridgeHost
import com.gbg.bridge.GBGBridgeProtocol
import com.gbg.bridge.runtime.BridgeCapabilityInfo
import com.gbg.bridge.runtime.BridgeHostOptions
import com.gbg.bridge.runtime.BridgeIncomingEvent
import com.gbg.bridge.runtime.BridgeManualClock
import com.gbg.bridge.runtime.BridgeObserver
import com.gbg.bridge.runtime.BridgeProblem
import com.gbg.bridge.runtime.BridgeTransport
import com.gbg.bridge.runtime.BridgeWebOrigin
import com.gbg.bridge.runtime.JsonObject
import com.gbg.bridge.runtime.QueueDispatcher
import org.json.JSONArray
import org.json.JSONObject

/** Why a scenario failed, at which step. */
class StepFailure(message: String) : Exception(message)

/** Why a scenario is not run against this host. */
class Skipped(message: String) : Exception(message)

/**
 * One run of a scenario against a fresh Kotlin host, on a manual clock and a queue dispatcher the
 * runner drains: each step in order, each check against what the page and the app have seen, and
 * at the end nothing left unexpected (README, "Running a scenario").
 */
class ScenarioRun(private val scenario: Scenario) {
    private val clock = BridgeManualClock(1_700_000_000_000)
    private val dispatcher = QueueDispatcher()
    private val received = ArrayList<String>()
    private val problems = ArrayList<JSONObject>()
    private val events = ArrayList<JSONObject>()
    private var nextMessage = 0
    private var nextProblem = 0
    private var nextEvent = 0
    private val host: GBGBridgeHost
    private val app: AppDriver
    private val pattern: Pattern

    /** The blob URLs' prefix, when the page's transport serves blobs, and the page's origin. */
    private val blobPrefix: String?
    private val pageOrigin: BridgeWebOrigin?

    private val page = object : BridgeTransport {
        override fun deliver(message: String) {
            received.add(message)
        }

        override val blobUrlPrefix: String? get() = blobPrefix
    }

    init {
        val header = scenario.host ?: JSONObject()
        val unknown = header.keySet() - setOf("hostVersion", "options", "configuration", "extensions", "transport")
        require(unknown.isEmpty()) { "unknown host keys $unknown" }
        val extensions = header.optJSONArray("extensions")?.let { list -> (0 until list.length()).map { list.getString(it) }.toSet() } ?: emptySet()
        require(extensions.all { it in GeneratedApi.extensions }) { "unknown extensions $extensions" }
        val transport = header.optJSONObject("transport") ?: JSONObject()
        require((transport.keySet() - setOf("blobs", "pageOrigin")).isEmpty()) { "unknown transport keys ${transport.keySet()}" }
        blobPrefix = if (transport.optBoolean("blobs")) "gbgbridge-blob://blob/" else null
        pageOrigin = BridgeWebOrigin.of(transport.optString("pageOrigin", "https://journey.example"))
        host = GeneratedApi.host(extensions, options(header.optJSONObject("options") ?: JSONObject()), header.optString("hostVersion", "1.0.0"), configuration(header))
        host.attach(page)
        host.observer = object : BridgeObserver {
            override fun onProblem(problem: BridgeProblem) {
                problems.add(JSONObject().put("kind", problem.kind.name).put("message", problem.message)
                    .also { json -> problem.correlationId?.let { json.put("correlationId", it) }; problem.action?.let { json.put("action", it) } })
            }

            override fun onEvent(event: BridgeIncomingEvent) {
                events.add(JSONObject().put("name", event.name).put("typed", event.typed != null))
            }
        }
        app = AppDriver(host)
        pattern = Pattern(GBGBridgeProtocol.version, host.options.environment)
    }

    private fun options(json: JSONObject): BridgeHostOptions {
        val defaults = BridgeHostOptions(clock = clock, dispatcher = dispatcher)
        fun int(key: String, default: Int) = if (json.has(key)) json.getInt(key) else default
        val known = setOf("requestTimeoutMs", "maxOpenRequests", "maxOpenRequestsPerCapability", "maxHeldBytes", "maxCorrelationIDBytes",
            "maxIncomingMessageBytes", "maxIncomingNestingDepth", "maxReceivedMessages", "pendingRequestWarningThreshold", "blobMinimumBytes", "blobLifetimeMs")
        val unknown = json.keySet() - known
        require(unknown.isEmpty()) { "unknown options $unknown" }
        return BridgeHostOptions(
            requestTimeoutMs = if (!json.has("requestTimeoutMs")) defaults.requestTimeoutMs else if (json.isNull("requestTimeoutMs")) null else json.getLong("requestTimeoutMs"),
            maxReceivedMessages = int("maxReceivedMessages", defaults.maxReceivedMessages),
            pendingRequestWarningThreshold = int("pendingRequestWarningThreshold", defaults.pendingRequestWarningThreshold),
            maxIncomingMessageBytes = int("maxIncomingMessageBytes", defaults.maxIncomingMessageBytes),
            maxIncomingNestingDepth = int("maxIncomingNestingDepth", defaults.maxIncomingNestingDepth),
            maxOpenRequests = int("maxOpenRequests", defaults.maxOpenRequests),
            maxOpenRequestsPerCapability = int("maxOpenRequestsPerCapability", defaults.maxOpenRequestsPerCapability),
            maxHeldBytes = int("maxHeldBytes", defaults.maxHeldBytes),
            maxCorrelationIdBytes = int("maxCorrelationIDBytes", defaults.maxCorrelationIdBytes),
            blobMinimumBytes = int("blobMinimumBytes", defaults.blobMinimumBytes),
            blobLifetimeMs = if (json.has("blobLifetimeMs")) json.getLong("blobLifetimeMs") else defaults.blobLifetimeMs,
            clock = clock, dispatcher = dispatcher,
        )
    }

    private fun configuration(header: JSONObject): Map<String, BridgeCapabilityInfo>? {
        val capabilities = header.optJSONObject("configuration")?.getJSONObject("capabilities") ?: return null
        return capabilities.keys().asSequence().associateWith { id ->
            val info = capabilities.getJSONObject(id)
            BridgeCapabilityInfo(
                info.getBoolean("supported"), info.getString("version"),
                info.optJSONObject("constraints")?.let { Json.toRuntime(it) as JsonObject },
                if (info.has("permissionState")) info.getString("permissionState") else null,
                info.optJSONObject("permissions")?.let { named -> named.keys().asSequence().associateWith(named::getString) })
        }
    }

    /** Runs every step, then checks that nothing unexpected is left. */
    fun run() {
        for (step in scenario.steps) {
            try {
                perform(step)
            } catch (failure: StepFailure) {
                throw StepFailure("${scenario.file}:${step.line}: ${failure.message}\n  received so far:\n${transcript()}")
            } catch (error: IllegalArgumentException) {
                throw StepFailure("${scenario.file}:${step.line}: the step cannot be carried out: ${error.message}")
            }
        }
        dispatcher.settle()
        fun rest(list: List<Any>, from: Int) = list.drop(from).joinToString("\n") { "    $it" }
        if (nextMessage < received.size) throw StepFailure("the page received more than the scenario expects:\n${rest(received, nextMessage)}")
        if (nextProblem < problems.size) throw StepFailure("the host reported problems the scenario does not expect:\n${rest(problems, nextProblem)}")
        if (nextEvent < events.size) throw StepFailure("the app got events the scenario does not expect:\n${rest(events, nextEvent)}")
    }

    private fun transcript() = received.joinToString("\n") { "    $it" }

    private fun perform(step: Scenario.Step) {
        val json = step.json
        when (step.key) {
            // The page reaches the host while its transport is attached, as a WebView's does.
            "page" -> if (host.transport === page) host.transportDidReceive(Json.write(pattern.resolve(json.get("page"))))
            "pageText" -> if (host.transport === page) host.transportDidReceive(json.getString("pageText"))
            "navigate" -> if (host.transport === page) host.transportDidChangePage()
            "app" -> app.perform(json)
            "time" -> clock.advance(json.getLong("time"))
            "fetch" -> fetch(json)
            "receive" -> {
                dispatcher.settle()
                val expected = json.get("receive")
                if (nextMessage >= received.size) throw StepFailure("expected ${Json.write(expected)}, but the page received nothing")
                val text = received[nextMessage++]
                val actual = try { Json.read(text) } catch (error: Exception) { throw StepFailure("received text that is not JSON: $text") }
                val differences = pattern.match(expected, actual)
                if (differences.isNotEmpty()) throw StepFailure("expected ${Json.write(expected)}\n  received $text\n  ${differences.joinToString("; ")}")
            }
            "receiveNothing" -> {
                dispatcher.settle()
                if (nextMessage < received.size) throw StepFailure("expected nothing more, received ${received[nextMessage]}")
            }
            "problem" -> nextProblem = next(json.getJSONObject("problem"), problems, nextProblem, "problem")
            "appEvent" -> nextEvent = next(json.getJSONObject("appEvent"), events, nextEvent, "event for the app")
            "pending" -> ids(json.getJSONArray("pending"), host.pendingRequests.map { it.correlationId }, "pending requests")
            "history" -> ids(json.getJSONArray("history"), host.receivedMessages.map { it.correlationId }, "history")
            "recorded" -> {
                require(json.has("data")) { "'recorded' needs 'data'" }
                recorded(json.getString("recorded"), json.get("data"))
            }
        }
        dispatcher.settle()
    }

    /** The page fetches a blob, from an origin and a frame, and must get a status and maybe bytes. */
    private fun fetch(json: JSONObject) {
        val url = pattern.resolve(json.get("fetch")) as String
        val origin = if (json.has("origin")) BridgeWebOrigin.of(json.getString("origin")) else pageOrigin
        val prefix = requireNotNull(blobPrefix) { "a fetch from a page whose transport serves no blobs" }
        val response = host.serveBlob(url, origin, json.optBoolean("mainFrame", true), pageOrigin, prefix)
        if (response.status != json.getInt("status")) throw StepFailure("expected the fetch of $url to get ${json.getInt("status")}, it got ${response.status}")
        if (json.has("body")) {
            val body = java.util.Base64.getEncoder().encodeToString(response.body)
            if (body != json.getString("body")) throw StepFailure("expected the fetch of $url to bring ${json.getString("body")}, it brought $body")
        }
    }

    private fun next(expected: JSONObject, list: List<JSONObject>, index: Int, what: String): Int {
        dispatcher.settle()
        if (index >= list.size) throw StepFailure("expected a $what ${Json.write(expected)}, there was none")
        val differences = pattern.match(expected, list[index], listedOnly = true)
        if (differences.isNotEmpty()) throw StepFailure("expected a $what ${Json.write(expected)}, got ${list[index]}: ${differences.joinToString("; ")}")
        return index + 1
    }

    /** The history holds the message [id], and its data, as the history shows it, matches [expected]. */
    private fun recorded(id: String, expected: Any) {
        dispatcher.settle()
        val history = host.receivedMessages
        val message = history.lastOrNull { it.correlationId == id }
            ?: throw StepFailure("expected $id in the history, the host keeps ${history.map { it.correlationId }}")
        val data = message.data?.let { Json.fromRuntime(it) } ?: JSONObject.NULL
        val differences = pattern.match(expected, data)
        if (differences.isNotEmpty()) {
            throw StepFailure("expected the data of $id in the history to be ${Json.write(expected)}, it is ${Json.write(data)}: ${differences.joinToString("; ")}")
        }
    }

    private fun ids(expected: JSONArray, actual: List<String>, what: String) {
        dispatcher.settle()
        val wanted = (0 until expected.length()).map { expected.getString(it) }
        if (wanted != actual) throw StepFailure("expected the $what $wanted, the host has $actual")
    }
}
