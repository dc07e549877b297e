/// What the page's messages take of the host's limits: open requests per capability, and the bytes
/// held by open requests and by the received history. The ledger keeps it in one value, so that
/// each step of a round trip changes it with one access instead of one per counter.
@usableFromInline
struct HostUsage {
    /// How many requests are open for each capability (or, for a request nobody handles, action),
    /// while `isCountingPerCapability`.
    @usableFromInline
    private(set) var openPerCapability: [String: Int] = [:]
    /// Whether enough requests are open for one capability to reach its limit, so each is counted.
    @usableFromInline
    private(set) var isCountingPerCapability = false
    /// The bytes of the open requests' messages.
    @usableFromInline
    private(set) var openBytes = 0
    /// The bytes of each message in `receivedMessages`, oldest first from `historyStart`, and their
    /// sum. Forgetting the oldest moves the start instead of shifting the rest, which would move
    /// the whole history (200 sizes by default) for every message once it is full.
    @usableFromInline
    private(set) var historySizes: [Int] = []
    @usableFromInline
    private(set) var historyStart = 0
    @usableFromInline
    private(set) var historyBytes = 0
    /// Numbers the open requests, so that a deadline is never taken for a later request reusing an
    /// ended one's correlation ID.
    @usableFromInline
    private(set) var lastSerial: UInt64 = 0

    /// The host's limits: `maxOpenRequests`, `maxOpenRequestsPerCapability`, `maxHeldBytes`.
    @usableFromInline
    let maxOpenRequests: Int
    @usableFromInline
    let maxOpenRequestsPerCapability: Int
    @usableFromInline
    let maxHeldBytes: Int

    init(_ options: BridgeHostOptions) {
        maxOpenRequests = options.maxOpenRequests
        maxOpenRequestsPerCapability = options.maxOpenRequestsPerCapability
        maxHeldBytes = options.maxHeldBytes
    }

    /// Whether a request arriving with `openCount` open must start counting each capability: fewer
    /// requests open than one capability may hold, no capability can be at its limit, and nothing
    /// is hashed. From there on each capability is counted, starting from the requests open now
    /// (``startCounting(_:)``), until they fall to half the limit again; so starting to count,
    /// which costs the limit's worth of work, happens once per that many requests at most.
    @inlinable
    func mustStartCounting(openCount: Int) -> Bool {
        !isCountingPerCapability && openCount + 1 >= maxOpenRequestsPerCapability
    }

    /// Starts counting each capability, from those of the requests open now.
    mutating func startCounting(_ openCapabilities: some Sequence<String>) {
        isCountingPerCapability = true
        for open in openCapabilities { openPerCapability[open, default: 0] += 1 }
    }

    /// Counts a request in and returns its serial number; nil, counting nothing, when it would pass
    /// a limit (`refusal` says which). `besides` bytes are held beside open requests and history.
    @inlinable
    mutating func admit(capability: String, bytes: Int, openCount: Int, besides otherBytes: Int) -> UInt64? {
        guard openCount < maxOpenRequests, openBytes + otherBytes + bytes <= maxHeldBytes else { return nil }
        if isCountingPerCapability {
            // One hash of the capability: found, its count is checked and raised where it is stored.
            if let counted = openPerCapability.index(forKey: capability) {
                guard openPerCapability.values[counted] < maxOpenRequestsPerCapability else { return nil }
                openPerCapability.values[counted] += 1
            } else {
                openPerCapability[capability] = 1
            }
        }
        openBytes += bytes
        lastSerial &+= 1
        return lastSerial
    }

    /// Why ``admit(capability:bytes:openCount:besides:)`` refused a request, in words.
    func refusal(capability: String, bytes: Int, openCount: Int) -> String {
        if openCount >= maxOpenRequests {
            return "\(openCount) requests are open, the most this host takes at once (maxOpenRequests)"
        }
        let openForCapability = openPerCapability[capability, default: 0]
        if isCountingPerCapability, openForCapability >= maxOpenRequestsPerCapability {
            return
                "\(openForCapability) requests for \(capability) are open, the most this host takes at once (maxOpenRequestsPerCapability)"
        }
        return "its \(bytes) bytes would take the messages the host holds past \(maxHeldBytes) bytes (maxHeldBytes)"
    }

    /// Gives back what an ended request counted; `openCount` requests are still open.
    @usableFromInline
    mutating func release(capability: String, bytes: Int, openCount: Int) {
        openBytes -= bytes
        guard isCountingPerCapability else { return }
        if openCount < maxOpenRequestsPerCapability / 2 {
            isCountingPerCapability = false
            openPerCapability.removeAll(keepingCapacity: true)
            return
        }
        guard let counted = openPerCapability.index(forKey: capability) else { return }
        if openPerCapability.values[counted] > 1 {
            openPerCapability.values[counted] -= 1
        } else {
            openPerCapability.remove(at: counted)
        }
    }

    /// Forgets every open request at once: the page went away.
    mutating func releaseAll() {
        isCountingPerCapability = false
        openPerCapability.removeAll()
        openBytes = 0
    }

    /// How many of the oldest received messages to forget so that at most `count` remain and
    /// `extra` more bytes fit within `maxHeldBytes` beside the open requests and `otherBytes`.
    @usableFromInline
    func historyToForget(toFit extra: Int, keepingAtMost count: Int, besides otherBytes: Int) -> Int {
        let room = maxHeldBytes - openBytes - otherBytes - extra
        guard historyBytes > room || historyCount > count else { return 0 }
        var dropped = max(0, historyCount - max(0, count))
        var kept = historyBytes
        for size in historySizes[historyStart..<historyStart + dropped] { kept -= size }
        while dropped < historyCount, kept > room {
            kept -= historySizes[historyStart + dropped]
            dropped += 1
        }
        return dropped
    }

    /// Notes that the history forgot its `dropped` oldest messages and, unless nil, recorded one of
    /// `appended` bytes.
    @usableFromInline
    mutating func noteHistory(dropped: Int, appended: Int?) {
        for size in historySizes[historyStart..<historyStart + dropped] { historyBytes -= size }
        historyStart += dropped
        if historyStart == historySizes.count {
            historySizes.removeAll(keepingCapacity: true)
            historyStart = 0
        } else if historyStart >= 256, historyStart * 2 > historySizes.count {
            historySizes.removeFirst(historyStart)
            historyStart = 0
        }
        if let appended {
            historySizes.append(appended)
            historyBytes += appended
        }
    }

    /// How many messages the history holds.
    @usableFromInline
    var historyCount: Int { historySizes.count - historyStart }
}
