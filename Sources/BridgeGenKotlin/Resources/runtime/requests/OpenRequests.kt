package com.gbg.bridge.runtime

/**
 * The open requests by correlation ID, in arrival order: a list through the requests themselves,
 * and beyond [FEW] requests a hash index as well.
 *
 * A page keeps few requests open, nearly always one or none, and a request is answered by the
 * same `String` that opened it: up to [FEW] are found by comparing IDs, which is one identity
 * check in the common case. Hashing a fresh correlation ID is a serial pass over its characters,
 * as costly as a fifth of the rest of a round trip; the index is built only once more are open,
 * and dropped when none is, so a page that keeps many open pays for hashing and nothing worse.
 */
internal class OpenRequests {
    private var oldest: OpenRequest? = null
    private var newest: OpenRequest? = null
    private var index: HashMap<String, OpenRequest>? = null

    /** How many are open. */
    var size: Int = 0
        private set

    /** The open request under [key], or null. */
    operator fun get(key: String): OpenRequest? {
        index?.let { return it[key] }
        var request = oldest
        while (request != null) {
            if (request.key == key) return request
            request = request.newer
        }
        return null
    }

    /** Adds [request], the newest; no open request may have its key. */
    fun add(request: OpenRequest) {
        request.older = newest
        request.newer = null
        newest?.newer = request
        newest = request
        if (oldest == null) oldest = request
        size += 1
        val index = index
        if (index != null) {
            index[request.key] = request
        } else if (size > FEW) {
            this.index = HashMap<String, OpenRequest>(2 * size).also { built -> forEach { built[it.key] = it } }
        }
    }

    /** Removes and returns the request under [key], or null if none is open. */
    fun remove(key: String): OpenRequest? {
        val request = (index?.remove(key) ?: get(key)) ?: return null
        val older = request.older
        val newer = request.newer
        if (older == null) oldest = newer else older.newer = newer
        if (newer == null) newest = older else newer.older = older
        request.older = null
        request.newer = null
        size -= 1
        if (size == 0) index = null
        return request
    }

    /** Calls [action] on each, oldest first. */
    fun forEach(action: (OpenRequest) -> Unit) {
        var request = oldest
        while (request != null) {
            val newer = request.newer
            action(request)
            request = newer
        }
    }

    /** Removes all, and returns them oldest first. */
    fun removeAll(): List<OpenRequest> {
        val all = ArrayList<OpenRequest>(size)
        forEach {
            it.older = null
            it.newer = null
            all.add(it)
        }
        oldest = null
        newest = null
        index = null
        size = 0
        return all
    }

    private companion object {
        /** The most requests found by comparing IDs, without the index. */
        const val FEW = 8
    }
}
