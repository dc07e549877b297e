import Foundation

/// How a host guards itself and its page: limits, timeouts and identity. The defaults suit a phone.
public struct BridgeHostOptions: Sendable {
    /// Environment reported by `capability.query` and used in event correlation IDs
    /// (`<environment>-event-<uuid>`). Defaults to `ios`, the platform this SDK hosts journeys on.
    public var environment: String
    /// How long a request may stay unanswered before the host answers it with `TIMEOUT`; nil waits forever.
    /// Defaults to 30 seconds, as long as the web SDK waits.
    public var requestTimeout: TimeInterval?
    /// How many messages `receivedMessages` keeps; older ones are dropped first.
    public var maxReceivedMessages: Int
    /// Above this many open requests the host notes a warning in `lastError`: a page that never gets
    /// answers usually means a handler is missing.
    public var pendingRequestWarningThreshold: Int
    /// Largest incoming message, in bytes. Larger messages are rejected before parsing.
    public var maxIncomingMessageBytes: Int
    /// Deepest nesting of arrays and objects accepted in an incoming message.
    public var maxIncomingNestingDepth: Int
    /// Most requests open at once, handled or pending. A request beyond it is answered at once with
    /// `BUSY`, recoverable: the page may retry once earlier requests have ended.
    public var maxOpenRequests: Int
    /// Most requests open at once for one capability (for a request nobody handles, one action).
    /// A request beyond it is answered at once with `BUSY`.
    public var maxOpenRequestsPerCapability: Int
    /// Most bytes of the page's messages the host holds: open requests, `receivedMessages`, the
    /// correlation IDs of recent answers, blobs the page has yet to fetch and events the
    /// `events()` streams have yet to hand over, each counted where it is held. What the page sent
    /// is held as it was sent, as text (its typed values go to handlers only), so the bytes counted
    /// are the bytes held. The history gives way first, oldest message first; a request that would
    /// still exceed it is answered with `BUSY`, and a stream drops its own oldest events.
    public var maxHeldBytes: Int
    /// Longest correlation ID accepted, in UTF-8 bytes. A request with a longer one is answered with
    /// `INVALID_REQUEST`: retrying with the same ID cannot succeed.
    public var maxCorrelationIDBytes: Int
    /// The size from which a value of a field that may travel as a blob goes as a reference, to a
    /// page that offered blobs; smaller values stay inline. 64 KiB by default: below it, base64
    /// costs less than the page's extra fetch.
    public var blobMinimumBytes: Int
    /// How long a blob waits for the page to fetch it, in seconds; after that its reference fails.
    public var blobLifetime: TimeInterval
    /// The clock the host times everything by: message timestamps, blob lifetimes and request
    /// deadlines. The system's by default; a ``BridgeManualClock`` lets a test move time by hand, and
    /// the host's timeouts fire when it does. See ``BridgeClock``.
    public var clock: any BridgeClock {
        get { _clock ?? BridgeSystemClock() }
        set { _clock = newValue is BridgeSystemClock ? nil : newValue }
    }
    /// The clock set in place of the system's, if any: without one, timestamps read the system clock
    /// directly and deadlines the monotonic clock, each at a fraction of the cost of a call through
    /// a protocol.
    @usableFromInline
    var _clock: (any BridgeClock)?
    /// The dates the host reads: message timestamps and blob lifetimes. The clock's by default.
    ///
    /// Setting it changes those dates and nothing else: request deadlines, and the alarms that free
    /// blobs, stay on ``clock``. To move everything the host times at once, set ``clock`` instead.
    public var now: @Sendable () -> Date {
        get {
            if let _now { return _now }
            let clock = clock
            return { clock.now() }
        }
        set { _now = newValue }
    }
    /// The dates set in place of the clock's, if any.
    @usableFromInline
    var _now: (@Sendable () -> Date)?

    /// Creates options; every parameter has the default described on its property.
    public init(
        environment: String = "ios",
        requestTimeout: TimeInterval? = 30,
        maxReceivedMessages: Int = 200,
        pendingRequestWarningThreshold: Int = 50,
        maxIncomingMessageBytes: Int = 1 << 20,
        maxIncomingNestingDepth: Int = 32,
        maxOpenRequests: Int = 100,
        maxOpenRequestsPerCapability: Int = 32,
        maxHeldBytes: Int = 32 << 20,
        maxCorrelationIDBytes: Int = 256,
        blobMinimumBytes: Int = 64 << 10,
        blobLifetime: TimeInterval = 60,
        clock: any BridgeClock = BridgeSystemClock(),
        now: (@Sendable () -> Date)? = nil
    ) {
        self.environment = environment
        self.requestTimeout = requestTimeout
        self.maxReceivedMessages = maxReceivedMessages
        self.pendingRequestWarningThreshold = pendingRequestWarningThreshold
        self.maxIncomingMessageBytes = maxIncomingMessageBytes
        self.maxIncomingNestingDepth = maxIncomingNestingDepth
        self.maxOpenRequests = maxOpenRequests
        self.maxOpenRequestsPerCapability = maxOpenRequestsPerCapability
        self.maxHeldBytes = maxHeldBytes
        self.maxCorrelationIDBytes = maxCorrelationIDBytes
        self.blobMinimumBytes = blobMinimumBytes
        self.blobLifetime = blobLifetime
        self._now = now
        self.clock = clock
    }

    /// The current time in milliseconds since the Unix epoch, as messages carry it.
    @usableFromInline
    var _timestamp: Int {
        if let _now { return Int((_now().timeIntervalSince1970 * 1000).rounded()) }
        if let _clock { return Int((_clock.now().timeIntervalSince1970 * 1000).rounded()) }
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int(time.tv_sec) * 1000 + (Int(time.tv_nsec) + 500_000) / 1_000_000
    }
}
