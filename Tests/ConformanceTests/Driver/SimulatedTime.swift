import Dispatch
import Foundation

/// A scenario's clock (README, "Time"), for a host whose request timeouts run on the system's clock.
///
/// Scenario time moves only at `time` steps. Message timestamps and blob lifetimes read it through
/// `BridgeHostOptions.now`, so they are exact. Request timeouts cannot: the Swift host measures them
/// on the system's monotonic clock. So real time is scaled: a timeout of `t` scenario milliseconds
/// is `t × scale` real seconds, and a `time` step sleeps in proportion while any request is open.
///
/// Scaling is only as good as the runner's own punctuality: if the machine stalls, a timeout may
/// fire before scenario time reaches it. The clock notices every `TIMEOUT` answer that arrives
/// before its request's deadline in scenario time; a scenario that then fails is inconclusive and
/// runs again at a larger scale, instead of failing for the machine's sake.
@MainActor
final class SimulatedTime {
    /// Real seconds per scenario millisecond.
    let scale: Double
    /// Scenario milliseconds since the scenario started.
    private(set) var now = 0
    /// The request timeout in scenario milliseconds; nil when requests wait forever.
    let timeoutMilliseconds: Int?
    /// What `BridgeHostOptions.now` reads.
    let clock = ScenarioClock()
    /// Whether a timeout fired before scenario time said it could, for the machine's sake.
    private(set) var isUntrustworthy = false
    /// Requests the page sent that no response has answered yet, oldest first.
    private var open: [(id: String, sentAt: Int, sentReal: UInt64)] = []

    init(scale: Double, timeoutMilliseconds: Int?) {
        self.scale = scale
        self.timeoutMilliseconds = timeoutMilliseconds
    }

    /// The host's real request timeout, in seconds.
    var realTimeout: TimeInterval? { timeoutMilliseconds.map { Double($0) * scale } }

    /// Notes a message the page is about to send.
    func noteSent(_ message: JSON?) {
        guard message?["type"] == .string("request"), let id = message?["correlationId"]?.stringValue, !id.isEmpty else { return }
        open.append((id, now, DispatchTime.now().uptimeNanoseconds))
    }

    /// Notes a message the host delivered, as it is delivered.
    func noteDelivered(_ message: JSON?) {
        guard message?["type"] == .string("response"), let id = message?["correlationId"]?.stringValue,
              let index = open.firstIndex(where: { $0.id == id }) else { return }
        let request = open.remove(at: index)
        guard message?["payload"]?["error"]?["code"] == .string("TIMEOUT"), let timeoutMilliseconds,
              request.sentAt + timeoutMilliseconds > now else { return }
        isUntrustworthy = true
    }

    /// A new document replaced the page, or the host let it go: nothing it sent is open.
    func noteNewPage() {
        open.removeAll()
    }

    /// Lets `milliseconds` of scenario time pass. While requests are open the host's real clock
    /// must keep pace, so it sleeps in proportion, then waits for the requests whose deadlines it
    /// passed to be answered (for at most two seconds more).
    func pass(_ milliseconds: Int) async {
        now += milliseconds
        clock.advance(to: now)
        guard !open.isEmpty, let timeoutMilliseconds, let realTimeout else { return }
        try? await Task.sleep(nanoseconds: UInt64(Double(milliseconds) * scale * 1e9))
        let due = open.filter { $0.sentAt + timeoutMilliseconds <= now }
        guard let latest = due.map(\.sentReal).max() else { return }
        let giveUp = latest + UInt64(realTimeout * 1e9) + 2_000_000_000
        while open.contains(where: { $0.sentAt + timeoutMilliseconds <= now }), DispatchTime.now().uptimeNanoseconds < giveUp {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}

/// Scenario time as a date, readable from any thread: what the host's `now` option returns.
final class ScenarioClock: @unchecked Sendable {
    /// The date scenario time starts at.
    static let start = Date(timeIntervalSince1970: 1_700_000_000)
    private let lock = NSLock()
    private var milliseconds = 0

    var date: Date {
        lock.lock()
        defer { lock.unlock() }
        return Self.start.addingTimeInterval(Double(milliseconds) / 1000)
    }

    func advance(to milliseconds: Int) {
        lock.lock()
        self.milliseconds = milliseconds
        lock.unlock()
    }
}
