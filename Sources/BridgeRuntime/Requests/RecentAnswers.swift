/// The last few answered requests and how each was answered, so a late or second answer gets a
/// message that says what happened instead of "unknown request".
///
/// A ring, searched newest first: every request is recorded, but the record is read only when an
/// answer comes late. A dictionary beside the ring would cost two hashes of the correlation ID, an
/// insert and a removal on every round trip, for a lookup that almost never happens. A correlation ID the
/// page reuses takes a second entry, and the newest answer is the one found.
@usableFromInline
struct RecentAnswers {
    private var ring: [(correlationId: String, answer: AnswerDescription)] = []
    /// Where the next answer is written: the end of the ring until it is full, then the oldest entry.
    private var next = 0
    /// How many answers it remembers.
    let capacity: Int
    /// The bytes of the correlation IDs held, counted against the host's `maxHeldBytes`.
    @usableFromInline
    private(set) var bytes = 0

    init(capacity: Int = 256) {
        precondition(capacity > 0, "RecentAnswers needs room for at least one answer")
        self.capacity = capacity
    }

    /// Remembers that `correlationId` was answered with `answer`.
    @usableFromInline
    mutating func record(_ correlationId: String, answer: AnswerDescription) {
        bytes += correlationId.utf8.count
        if ring.count < capacity {
            ring.append((correlationId, answer))
        } else {
            bytes -= ring[next].correlationId.utf8.count
            ring[next] = (correlationId, answer)
        }
        // Not `% capacity`: a division for every request, for a wrap that comes once a ring.
        next += 1
        if next == capacity { next = 0 }
    }

    /// How `correlationId` (these very code units) was answered, if it was recently.
    @usableFromInline
    func answer(for correlationId: String) -> AnswerDescription? {
        for age in 0..<ring.count {
            let entry = ring[(next - 1 - age + capacity) % capacity]
            if entry.correlationId.hasSameUTF8(as: correlationId) { return entry.answer }
        }
        return nil
    }
}
