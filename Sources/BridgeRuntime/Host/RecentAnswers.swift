/// The last few answered requests and how each was answered, so a late or second answer gets a
/// message that says what happened instead of "unknown request".
struct RecentAnswers {
    private var answers: [String: String] = [:]
    private var order: [String] = []
    private let capacity: Int

    init(capacity: Int = 256) { self.capacity = capacity }

    /// Remembers that `correlationId` was answered with `answer`.
    mutating func record(_ correlationId: String, answer: String) {
        if answers.updateValue(answer, forKey: correlationId) == nil { order.append(correlationId) }
        if order.count > capacity {
            answers[order.removeFirst()] = nil
        }
    }

    /// How `correlationId` was answered, if it was recently.
    func answer(for correlationId: String) -> String? { answers[correlationId] }
}
