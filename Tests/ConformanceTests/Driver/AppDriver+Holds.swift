/// Handlers that keep their request until a `complete` step: a slot's waits in the slot
/// (`awaitCompletion()`), any other's here.
extension AppDriver {
    /// Suspends the handler of `correlationId` until a `complete` step gives its answer, which
    /// `check` accepts for the handler's API; throws `CancellationError` when the request ends first
    /// (the host cancels its handler's task).
    func awaitCompletion(
        of correlationId: String, checking check: @escaping (Answer) throws(ScenarioError) -> Void
    ) async throws -> Answer {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                holds[correlationId] = Hold(check: check, continuation: continuation)
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.endHold(correlationId) }
        }
    }

    func endHold(_ correlationId: String) {
        guard let hold = holds.removeValue(forKey: correlationId) else { return }
        ended.insert(correlationId)
        hold.continuation.resume(throwing: CancellationError())
    }

    /// Remembers the slot that holds `correlationId`.
    func note(_ correlationId: String, heldBy slot: SlotBinding) {
        slotOfRequest[correlationId] = slot
    }
}

/// A handler waiting for a `complete` step.
struct Hold {
    /// Whether an answer suits the handler's API.
    var check: (Answer) throws(ScenarioError) -> Void
    var continuation: CheckedContinuation<Answer, any Error>
}
