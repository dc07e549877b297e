package com.gbg.bridge.runtime

/**
 * Coalesces what a transport refuses (messages from frames and origins that may not talk to the
 * host, navigations out of the allowed origins, blob fetches), so that a page doing it in a loop
 * costs the app a few reports and a count: of each kind, the first [REPORTED_PER_WINDOW] in a
 * window of [WINDOW_MS] are reported as they happen; the rest are counted, and one report when
 * the window ends says how many more there were, with the latest. The Swift host's counter.
 */
internal class RefusalCounter {
    private class Window(val end: Long) {
        var reported = 1
        var counted = 0
        var latest: BridgeProblem? = null
    }

    private val windows = HashMap<BridgeProblem.Kind, Window>()

    /** Whether to report [problem] now; otherwise it is counted for its window's summary. Call [summaries] first. */
    fun admit(problem: BridgeProblem, now: Long): Boolean {
        val window = windows[problem.kind]
        if (window == null || now >= window.end) {
            windows[problem.kind] = Window(now + WINDOW_MS)
            return true
        }
        if (window.reported < REPORTED_PER_WINDOW) {
            window.reported += 1
            return true
        }
        window.counted += 1
        window.latest = problem
        return false
    }

    /** One report for each window that ended by [now] with refusals counted, which it forgets. */
    fun summaries(now: Long): List<BridgeProblem> {
        val ended = windows.filterValues { it.end <= now }
        ended.keys.forEach { windows.remove(it) }
        return ended.mapNotNull { (kind, window) ->
            val latest = window.latest ?: return@mapNotNull null
            val more = if (window.counted == 1) "1 more refusal" else "${window.counted} more refusals"
            BridgeProblem(kind, "$more like these in ${WINDOW_MS / 1000} s; the latest: ${latest.message}", latest.correlationId, latest.action)
        }
    }

    /** When the first window with refusals counted ends; null when none has any. */
    val nextSummary: Long? get() = windows.values.filter { it.counted > 0 }.minOfOrNull { it.end }

    companion object {
        /** Refusals of one kind reported one by one in a window: enough for the few a page with a bug makes. */
        const val REPORTED_PER_WINDOW = 5
        /** The window, in milliseconds. */
        const val WINDOW_MS = 1_000L
    }
}
