@_spi(BridgeGenerated) import GBGBridge

/// Issue 17: ending requests costs what is ended. A page leaves N requests nobody handles; they all
/// time out, then N more are left and the page navigates away. Ending 100,000 this way must cost at
/// most 110 times ending 1,000: linear, with room for caches that 100,000 requests overflow. (Before:
/// each ending searched and shifted the pending array, so 30,000 took 6.9 s to time out and 9 s to
/// navigate away from.)
@MainActor
struct EndingRequestsBenchmark {
    var small = 1_000
    var large = 100_000

    func run() async -> [BenchmarkResult] {
        let requests = (0..<large).map(SampleMessages.nfcReadRequest)
        // One round of each first, so neither side pays for first use.
        _ = await endingTime(requests.prefix(small))
        var smallTimes: [Double] = []
        var largeTimes: [Double] = []
        for _ in 0..<5 {
            smallTimes.append(await endingTime(requests.prefix(small)))
            largeTimes.append(await endingTime(requests[...]))
        }
        for _ in 0..<15 { smallTimes.append(await endingTime(requests.prefix(small))) }
        return [
            BenchmarkResult(
                name: "ending-requests", target: 17,
                ours:
                    "\(large) requests nobody handles time out (TIMEOUT answered to each), then \(large) more end as the page navigates away",
                baseline:
                    "the same with \(small) requests: \(large / small) times the requests may take at most 110 times the time",
                unit: "ms", oursTime: Statistics(largeTimes), baselineTime: Statistics(smallTimes), maximumRatio: 110)
        ]
    }

    /// Nanoseconds to time out `requests` and to navigate away from them again, on a fresh host whose
    /// limits let them all in. Receiving them is not timed.
    ///
    /// The processor's caches are emptied before each timed part. Requests end long after they came
    /// (a timeout is 30 s by default, a navigation whenever the user leaves): 1,000 requests just
    /// received would otherwise still be in the cache and end several times faster per request than
    /// 100,000, or than any request does in an app, and the ratio would measure the cache.
    private func endingTime(_ requests: ArraySlice<[UInt8]>) async -> Double {
        let unlimited = BridgeHostOptions(
            requestTimeout: 0, pendingRequestWarningThreshold: .max, maxOpenRequests: .max,
            maxOpenRequestsPerCapability: .max, maxHeldBytes: .max)
        let host = BridgeHost(hostVersion: "bench", options: unlimited)
        let transport = InMemoryTransport()
        host.attach(transport)
        // A timeout of 0 makes every request overdue at once; the timer runs once this task yields.
        for request in requests { transport.post(bytes: request) }
        check(host.pendingRequests.count == requests.count, host.lastError ?? "requests were refused")
        // The page's side keeps no answers: only the host's work is timed.
        var answered = 0
        CacheFlush.evictCaches()
        let timeoutStart = nanosecondsNow()
        while answered < requests.count {
            await Task.yield()
            answered += transport.delivered.count
            transport.clearDelivered()
        }
        let timedOut = nanosecondsNow() - timeoutStart
        check(host.pendingRequests.isEmpty && answered == requests.count)

        let waiting = BridgeHost(
            hostVersion: "bench",
            options: {
                var options = unlimited
                options.requestTimeout = nil
                return options
            }())
        let page = InMemoryTransport()
        waiting.attach(page)
        for request in requests { page.post(bytes: request) }
        CacheFlush.evictCaches()
        let navigationStart = nanosecondsNow()
        page.navigate()
        let navigated = nanosecondsNow() - navigationStart
        check(waiting.pendingRequests.isEmpty && page.delivered.isEmpty)
        return Double(timedOut + navigated)
    }
}
