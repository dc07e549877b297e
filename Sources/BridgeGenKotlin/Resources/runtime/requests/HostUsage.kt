package com.gbg.bridge.runtime

/**
 * What the page's messages take of the host's limits: open requests per capability, and the bytes
 * held by open requests and by the received history.
 */
internal class HostUsage(options: BridgeHostOptions) {
    private val maxOpenRequests = options.maxOpenRequests
    private val maxOpenRequestsPerCapability = options.maxOpenRequestsPerCapability
    val maxHeldBytes: Int = options.maxHeldBytes

    /**
     * How many requests are open for each capability, while [isCountingPerCapability]: with fewer
     * requests open than one capability may hold, none can be at its limit, and nothing is hashed.
     */
    private val openPerCapability = HashMap<String, Int>()
    private var isCountingPerCapability = false
    /** The bytes of the open requests' messages. */
    var openBytes: Int = 0
        private set
    /** The bytes of each message in the history, oldest first, and their sum. */
    private val historySizes = SizeQueue()
    private var historyBytes = 0

    val historyCount: Int get() = historySizes.size

    /**
     * Whether a request arriving with [openCount] open must start counting each capability; from
     * then on each is counted until the open requests fall to half the limit, so starting to count,
     * which costs the limit's worth of work, happens once per that many requests at most.
     */
    fun mustStartCounting(openCount: Int): Boolean = !isCountingPerCapability && openCount + 1 >= maxOpenRequestsPerCapability

    /** Starts counting each capability, from those of the requests open now. */
    fun startCounting(openCapabilities: List<String>) {
        isCountingPerCapability = true
        for (capability in openCapabilities) openPerCapability[capability] = (openPerCapability[capability] ?: 0) + 1
    }

    /** Counts a request in; false, counting nothing, past a limit. */
    fun admit(capability: String, bytes: Int, openCount: Int, besides: Int): Boolean {
        if (openCount >= maxOpenRequests || openBytes.toLong() + besides + bytes > maxHeldBytes) return false
        if (isCountingPerCapability) {
            val forCapability = openPerCapability[capability] ?: 0
            if (forCapability >= maxOpenRequestsPerCapability) return false
            openPerCapability[capability] = forCapability + 1
        }
        openBytes += bytes
        return true
    }

    /** Why [admit] refused a request, in words. */
    fun refusal(capability: String, bytes: Int, openCount: Int): String {
        if (openCount >= maxOpenRequests) return "$openCount requests are open, the most this host takes at once (maxOpenRequests)"
        val forCapability = openPerCapability[capability] ?: 0
        if (isCountingPerCapability && forCapability >= maxOpenRequestsPerCapability) {
            return "$forCapability requests for $capability are open, the most this host takes at once (maxOpenRequestsPerCapability)"
        }
        return "its $bytes bytes would take the messages the host holds past $maxHeldBytes bytes (maxHeldBytes)"
    }

    /** Gives back what an ended request counted; [openCount] requests are still open. */
    fun release(capability: String, bytes: Int, openCount: Int) {
        openBytes -= bytes
        if (!isCountingPerCapability) return
        if (openCount < maxOpenRequestsPerCapability / 2) {
            isCountingPerCapability = false
            openPerCapability.clear()
            return
        }
        val forCapability = openPerCapability[capability] ?: return
        if (forCapability > 1) openPerCapability[capability] = forCapability - 1 else openPerCapability.remove(capability)
    }

    /** Forgets every open request: the page went away. */
    fun releaseAll() {
        isCountingPerCapability = false
        openPerCapability.clear()
        openBytes = 0
    }

    /**
     * How many of the oldest received messages to forget so that at most [count] remain and
     * [extra] more bytes fit within `maxHeldBytes` beside the open requests and [besides].
     */
    fun historyToForget(extra: Int, count: Int, besides: Int): Int {
        val room = maxHeldBytes.toLong() - openBytes - besides - extra
        if (historyBytes <= room && historyCount <= count) return 0
        var dropped = maxOf(0, historyCount - maxOf(0, count))
        var kept = historyBytes.toLong()
        for (index in 0 until dropped) kept -= historySizes[index]
        while (dropped < historyCount && kept > room) {
            kept -= historySizes[dropped]
            dropped += 1
        }
        return dropped
    }

    /** Notes that the history forgot its [dropped] oldest messages and, unless [NOTHING], recorded one of [appended] bytes. */
    fun noteHistory(dropped: Int, appended: Int) {
        repeat(dropped) { historyBytes -= historySizes.removeFirst() }
        if (appended != NOTHING) {
            historySizes.addLast(appended)
            historyBytes += appended
        }
    }

    companion object {
        /** What [noteHistory] is told when nothing was recorded. */
        const val NOTHING: Int = -1
    }
}
