/// The deadlines of open requests, earliest first, for the timer that answers `TIMEOUT`.
///
/// Every request gets the same timeout, so deadlines arrive in order and a queue keeps them sorted.
/// The timer takes overdue requests from the front instead of scanning every open request on each
/// wake, which would cost O(open requests) per wake and stall the main actor with many open. A request
/// that ends early leaves its entry behind; entries whose request has ended are skipped when they
/// reach the front, and dropped all at once when they outnumber the open requests.
@usableFromInline
struct DeadlineQueue {
    /// One request's deadline. `serial` tells a request from a later one reusing its correlation ID;
    /// its gate, if it has one, tells without a lookup whether it has been answered.
    @usableFromInline
    struct Entry {
        @usableFromInline let key: BridgeWireKey
        @usableFromInline let serial: UInt64
        @usableFromInline let deadline: UInt64
        @usableFromInline let gate: BridgeAnswerGate?

        @usableFromInline
        init(key: BridgeWireKey, serial: UInt64, deadline: UInt64, gate: BridgeAnswerGate?) {
            self.key = key
            self.serial = serial
            self.deadline = deadline
            self.gate = gate
        }
    }

    private var entries: [Entry] = []
    /// Where the queue starts in `entries`: taking from the front moves this, not the entries.
    private var head = 0

    /// How many entries are queued, including those whose request has ended.
    var count: Int { entries.count - head }

    /// The earliest entry.
    @usableFromInline
    var first: Entry? { head < entries.count ? entries[head] : nil }

    /// The serial of the earliest entry; unlike `first`, copies nothing.
    @usableFromInline
    var firstSerial: UInt64? { head < entries.count ? entries[head].serial : nil }

    /// Adds a deadline; no earlier than any queued, since every request gets the same timeout.
    @usableFromInline
    mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    /// Removes the earliest entry, freeing the space of those taken once they are half the array.
    @usableFromInline
    mutating func removeFirst() {
        if head == entries.count - 1 {
            // The last entry is moved out, so that emptying the queue (one request at a time, the
            // usual case) destroys nothing through the runtime's generic array code.
            entries.removeLast()
            if head > 0 {
                entries.removeAll(keepingCapacity: true)
                head = 0
            }
            return
        }
        head += 1
        if head > 64, head * 2 > entries.count {
            entries.removeFirst(head)
            head = 0
        }
    }

    /// Drops the entries of requests that have ended, keeping the others in order.
    mutating func removeEnded(where hasEnded: (Entry) -> Bool) {
        entries = entries[head...].filter { !hasEnded($0) }
        head = 0
    }

    /// Removes every entry.
    mutating func removeAll() {
        entries.removeAll()
        head = 0
    }
}
