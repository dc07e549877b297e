/// The last few answered requests and how each was answered, so a late or second answer gets a
/// message that says what happened instead of "unknown request".
///
/// The oldest entry is overwritten in place once `capacity` is reached: every answer is recorded, and
/// shifting a 256-entry array to forget the oldest cost more than the rest of recording it.
struct RecentAnswers {
    private var answers: [String: String] = [:]
    /// The recorded correlation IDs, oldest at `oldest` once the ring is full.
    private var ring: [String] = []
    private var oldest = 0
    private let capacity: Int

    init(capacity: Int = 256) {
        precondition(capacity > 0, "RecentAnswers needs room for at least one answer")
        self.capacity = capacity
    }

    /// Remembers that `correlationId` was answered with `answer`.
    mutating func record(_ correlationId: String, answer: String) {
        guard answers.updateValue(answer, forKey: correlationId) == nil else { return }
        if ring.count < capacity {
            ring.append(correlationId)
        } else {
            answers[ring[oldest]] = nil
            ring[oldest] = correlationId
            oldest = (oldest + 1) % capacity
        }
    }

    /// How `correlationId` was answered, if it was recently.
    func answer(for correlationId: String) -> String? { answers[correlationId] }
}
