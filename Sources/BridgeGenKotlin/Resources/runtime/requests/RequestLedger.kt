package com.gbg.bridge.runtime

/**
 * Every request the host has not finished with, from its arrival to its one answer: opening it
 * within the host's limits, holding it for the app when nobody handles it, its deadline, closing
 * it when it is answered, timing it out, ending them all when the page goes away, and how the
 * last ones were answered (Concepts, "A request's life").
 *
 * The ledger keeps the state and the host acts on what it returns: it sends, reports, cancels
 * handlers and releases slots. Only the host's thread touches it.
 */
internal class RequestLedger(options: BridgeHostOptions, private val deadlineClock: DeadlineClock) {
    /** The open requests by correlation ID, in arrival order. */
    private val open = OpenRequests()
    val usage = HostUsage(options)
    /**
     * The open requests with a deadline, in arrival order, which is deadline order: every request
     * gets the same timeout. An ended request stays until it comes to the front or they are many.
     */
    private val deadlines = ArrayDeque<OpenRequest>()
    private val recentAnswers = RecentAnswers()
    /** How long a request may stay open, in milliseconds; null for ever. */
    val timeout: Long? = options.requestTimeoutMs
    /** The alarm that answers overdue requests, while any request has a deadline. */
    var timer: BridgeAlarm? = null
    /** How many open requests are held for the app. */
    var heldCount: Int = 0
        private set

    val openCount: Int get() = open.size

    fun isOpen(key: String): Boolean = open[key] != null

    operator fun get(key: String): OpenRequest? = open[key]

    /** The requests held for the app, oldest first. */
    fun held(): List<BridgeMessage> {
        if (heldCount == 0) return emptyList()
        val held = ArrayList<BridgeMessage>(heldCount)
        open.forEach { request -> request.held?.let { held.add(it) } }
        return held
    }

    /**
     * Opens a request arriving now, within the limits, with its deadline; [besides] bytes are held
     * beside the requests and the history (blobs).
     *
     * @return the open request; past a limit, null, with nothing counted, its `BUSY` answer
     *   remembered, and why in [refusal].
     */
    fun open(key: String, action: String, capability: String, bytes: Int, held: BridgeMessage?, besides: Int): OpenRequest? {
        if (usage.mustStartCounting(open.size)) {
            val capabilities = ArrayList<String>(open.size)
            open.forEach { capabilities.add(it.capability) }
            usage.startCounting(capabilities)
        }
        if (!usage.admit(capability, bytes, open.size, recentAnswers.bytes + besides)) {
            refusal = usage.refusal(capability, bytes, open.size)
            recentAnswers.record(key, AnswerDescription.BUSY)
            return null
        }
        val request = OpenRequest(key, action, capability, bytes, if (timeout != null) deadlineClock.now() + timeout else 0, held)
        if (timeout != null) deadlines.addLast(request)
        if (held != null) heldCount += 1
        open.add(request)
        return request
    }

    /** Why [open] last refused a request. */
    var refusal: String = ""
        private set

    /** Claims the answer of the request under [key] for [answer]. */
    fun claim(key: String, answer: AnswerDescription): Claim {
        val request = open[key] ?: return Claim.NotOpen(recentAnswers.answer(key))
        val earlier = request.gate?.claim(answer) ?: return Claim.Won
        return Claim.Lost(earlier, request.action)
    }

    /** Who may answer a request, as [claim] found. */
    sealed class Claim {
        /** This answer won: send it, then [close] the request. */
        object Won : Claim()
        /** Another answer came first. */
        class Lost(val earlier: AnswerDescription, val action: String) : Claim()
        /** No request is open under the key; how it was answered, if recently. */
        class NotOpen(val earlier: AnswerDescription?) : Claim()
    }

    /** Closes the request under [key], whose answer was claimed; null if it was not open. */
    fun close(key: String, answer: AnswerDescription): OpenRequest? {
        val request = open.remove(key) ?: return null
        usage.release(request.capability, request.bytes, open.size)
        if (request.isHeld) heldCount -= 1
        request.forgetHeld()
        // The oldest request is the one most often answered: its deadline leaves at once.
        if (deadlines.firstOrNull() === request) deadlines.removeFirst() else dropEndedDeadlinesIfMany()
        recentAnswers.record(key, answer, request.keyBytes)
        return request
    }

    /** Drops ended requests' deadlines once they outnumber the open requests, so the queue stays O(open). */
    private fun dropEndedDeadlinesIfMany() {
        if (deadlines.size <= 64 || deadlines.size <= 2 * open.size) return
        deadlines.retainAll { open[it.key] === it }
    }

    /** The next request overdue at [now], with its key; its deadline leaves the queue. */
    fun nextOverdue(now: Long): Overdue {
        while (true) {
            val request = deadlines.firstOrNull() ?: return Overdue.None
            if (open[request.key] !== request || request.isStreaming) {
                deadlines.removeFirst()
                continue
            }
            if (request.deadline > now) return Overdue.NotBefore(request.deadline)
            deadlines.removeFirst()
            return Overdue.Request(request.key, request, request.deadline)
        }
    }

    /** What the timer finds at the front of the deadlines. */
    sealed class Overdue {
        /** This request is overdue since [deadline]. */
        class Request(val key: String, val request: OpenRequest, val deadline: Long) : Overdue()
        /** Nothing is overdue before [at]. */
        class NotBefore(val at: Long) : Overdue()
        /** No open request has a deadline. */
        object None : Overdue()
    }

    /** Ends every open request, unanswered, remembering the last ones with [answer]; returns them. */
    fun endAll(answer: AnswerDescription): List<OpenRequest> {
        val ended = open.removeAll()
        usage.releaseAll()
        deadlines.clear()
        heldCount = 0
        for (request in ended.takeLast(recentAnswers.capacity)) recentAnswers.record(request.key, answer, request.keyBytes)
        return ended
    }

    /** How many of the oldest received messages to forget so that at most [count] remain and [extra] bytes fit. */
    fun historyToForget(extra: Int, count: Int, besides: Int): Int =
        usage.historyToForget(extra, count, recentAnswers.bytes + besides)

    /** The bytes left in `maxHeldBytes` beside the open requests, recent answers and [besides]. */
    fun room(besides: Int): Long = usage.maxHeldBytes.toLong() - usage.openBytes - recentAnswers.bytes - besides
}
