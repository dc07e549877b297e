package com.gbg.bridge.runtime

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers

/**
 * How a host guards itself and its page: limits, timeouts, identity, its clock and its thread.
 * The defaults suit a phone and are the Swift host's; sizes are UTF-8 bytes of the text as it
 * arrived (Tests/Conformance/README.md, "Options").
 */
public class BridgeHostOptions(
    /** Reported by `capability.query`, and the start of event correlation IDs (`android-event-<uuid>`). */
    public val environment: String = "android",
    /** How long a request may stay unanswered before the host answers `TIMEOUT`, in milliseconds; null waits forever. */
    public val requestTimeoutMs: Long? = 30_000,
    /** How many messages [BridgeHostBase.receivedMessages] keeps; the oldest go first. */
    public val maxReceivedMessages: Int = 200,
    /** Above this many requests held for the app, it is warned (`manyPendingRequests`). */
    public val pendingRequestWarningThreshold: Int = 50,
    /** The largest message, in bytes; a larger one is refused unread and unanswered. */
    public val maxIncomingMessageBytes: Int = 1 shl 20,
    /** The deepest nesting of arrays and objects, the envelope counting as one. */
    public val maxIncomingNestingDepth: Int = 32,
    /** Most requests open at once, handled or pending; past it, `BUSY`. */
    public val maxOpenRequests: Int = 100,
    /** Most requests open at once for one capability (for an action nobody handles, one action); past it, `BUSY`. */
    public val maxOpenRequestsPerCapability: Int = 32,
    /** Most bytes of the page's messages held: open requests, the history, recent answers' IDs, unfetched blobs. */
    public val maxHeldBytes: Int = 32 shl 20,
    /** The longest correlation ID, in UTF-8 bytes; a longer one is `INVALID_REQUEST`. */
    public val maxCorrelationIdBytes: Int = 256,
    /** The size from which a blob field's value goes as a reference, to a page that offered blobs. */
    public val blobMinimumBytes: Int = 64 shl 10,
    /** How long a blob waits for its fetch, in milliseconds. */
    public val blobLifetimeMs: Long = 60_000,
    /** The clock of timestamps, blob lifetimes and request deadlines. */
    public val clock: BridgeClock = BridgeSystemClock,
    /**
     * The host's thread: it receives, routes, sends and runs handlers there. `Dispatchers.Main`
     * (kotlinx-coroutines-android) on Android; tests give one they drain themselves.
     */
    public val dispatcher: CoroutineDispatcher = Dispatchers.Main,
)
