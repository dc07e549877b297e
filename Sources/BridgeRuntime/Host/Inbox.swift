/// Messages from the page that arrived while the host was still handling an earlier one, in order.
///
/// A transport may deliver into the host from inside `deliver` (a page that answers synchronously,
/// an in-process test double): handling each such message inside the last would recurse once per
/// message and, after a few thousand, exhaust the stack. The host queues them instead and handles
/// them one after another, a bounded number per turn of the main actor.
struct Inbox {
    /// Most messages handled in one turn of the main actor; the rest wait for the next turn, so a
    /// page that keeps the host busy cannot stall the main actor.
    static let messagesPerTurn = 256
    /// Most messages waiting; beyond it, or beyond the host's byte limit, a message is dropped.
    static let capacity = 1024

    /// Whether the host is handling a message now.
    var isReceiving = false
    /// Whether a task will go on handling waiting messages in a later turn.
    var isResumeScheduled = false
    private var queued: [[UInt8]] = []
    private var head = 0
    /// The bytes of the waiting messages.
    private(set) var bytes = 0

    /// How many messages wait.
    var count: Int { queued.count - head }

    /// Whether no message waits.
    var isEmpty: Bool { head == queued.count }

    /// Adds a message at the end.
    mutating func append(_ json: [UInt8]) {
        queued.append(json)
        bytes += json.count
    }

    /// Takes the message that has waited longest.
    mutating func takeFirst() -> [UInt8]? {
        guard head < queued.count else { return nil }
        let json = queued[head]
        queued[head] = []
        head += 1
        bytes -= json.count
        if head == queued.count {
            queued.removeAll(keepingCapacity: true)
            head = 0
        }
        return json
    }
}
