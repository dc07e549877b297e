import Foundation

/// Makes sure a request is answered exactly once, whoever tries first: its handler (from any thread),
/// the app through `respond(to:)`, the timeout, or the end of the page.
///
/// Claiming is synchronous and thread-safe, so a handler that answers from a background thread and
/// returns at once is never mistaken for one that returned without answering.
@usableFromInline
final class BridgeAnswerGate: @unchecked Sendable {
    private let lock = NSLock()
    private var firstAnswer: String?

    /// Claims the right to answer.
    ///
    /// - Parameter answer: Describes this answer, for the message a later attempt gets.
    /// - Returns: nil if this call won; otherwise the description of the answer that came first.
    func claim(_ answer: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let firstAnswer { return firstAnswer }
        firstAnswer = answer
        return nil
    }

    /// Whether anyone has answered.
    var isAnswered: Bool {
        lock.lock()
        defer { lock.unlock() }
        return firstAnswer != nil
    }
}
