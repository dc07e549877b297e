import BridgeRuntime
import Foundation

/// The requests the host has received and not yet answered, so that the host can answer them all
/// before it exits when the page closes standard input.
///
/// Counted by correlation ID: a page may send a second request with an ID still open, and the host's
/// answer to that duplicate must not count as the first request's answer.
@MainActor
final class InFlightRequests {
    private var open: [String: Int] = [:]
    private var onEmpty: (() -> Void)?

    /// Whether every request received has been answered.
    var isEmpty: Bool { open.isEmpty }

    /// A request the host decoded; it will answer it exactly once.
    func received(_ correlationId: String) {
        open[correlationId, default: 0] += 1
    }

    /// A message the host sent: a response ends the request it answers.
    func sent(_ message: BridgeOutgoingMessage) {
        // Parsed only while something is open; a page that sends nothing pays nothing.
        guard !open.isEmpty,
            let object = try? JSONSerialization.jsonObject(with: Data(message.json)) as? [String: Any],
            object["type"] as? String == "response", let id = object["correlationId"] as? String,
            let count = open[id]
        else { return }
        open[id] = count > 1 ? count - 1 : nil
        if open.isEmpty, let onEmpty {
            self.onEmpty = nil
            onEmpty()
        }
    }

    /// Calls `body` once every request has been answered: now, if none is open.
    func whenEmpty(_ body: @escaping () -> Void) {
        if open.isEmpty { body() } else { onEmpty = body }
    }
}
