/// Makes sure a request is answered exactly once, whoever tries first: its handler (from any thread),
/// the app through `respond(to:)`, the timeout, or the end of the page.
///
/// Claiming is synchronous and thread-safe, so a handler that answers from a background thread and
/// returns at once is never mistaken for one that returned without answering. Copies share one
/// gate. One allocation per request, the lock beside the first answer, where a class holding an
/// `NSLock` would be two.
@usableFromInline
struct BridgeAnswerGate: Sendable {
    private let firstAnswer = LockedBox<AnswerDescription?>(nil)

    @usableFromInline
    init() {}

    /// Claims the right to answer.
    ///
    /// - Parameter answer: Describes this answer, for the message a later attempt gets.
    /// - Returns: nil if this call won; otherwise the description of the answer that came first.
    @usableFromInline
    func claim(_ answer: AnswerDescription) -> AnswerDescription? {
        firstAnswer.withLock { first in
            if let first { return first }
            first = answer
            return nil
        }
    }

    /// Whether anyone has answered.
    @usableFromInline
    var isAnswered: Bool { firstAnswer.withLock { $0 != nil } }
}
