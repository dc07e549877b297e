package com.gbg.bridge.runtime

import kotlinx.coroutines.currentCoroutineContext
import kotlinx.coroutines.ensureActive
import kotlinx.coroutines.flow.Flow

/**
 * Answers a stream action from its handler's [items]: collects them in the handler's coroutine,
 * sends each to the page as an `update`, answers `success` with `{}` when the flow completes, and
 * lets a failure propagate to be answered as a handler's failure is. The page's `cancel`, a
 * navigation or a detach cancels the coroutine, and so the collection and whatever produces the
 * items: a flow is cold and runs in its collector, so no item is produced for a page that left.
 */
@BridgeGeneratedApi
public suspend fun <Item> BridgeResponder.answerStream(items: Flow<Item>, encode: (Item, JsonWriter) -> Unit) {
    items.collect { item ->
        currentCoroutineContext().ensureActive()
        update { encode(item, it) }
    }
    currentCoroutineContext().ensureActive()
    respond(BridgeReply.success(JsonObject(emptyMap())))
}
