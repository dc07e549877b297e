/// A request the host has not finished with: who may still answer it, and what to stop when it ends.
@MainActor
struct OpenRequest<Definition: BridgeProtocolDefinition> {
    let message: Definition.Message
    let gate = BridgeAnswerGate()
    /// The slot handling it, released when the request ends.
    var slot: BridgeSlot<Definition>?
    /// The handler's task, cancelled when the request ends first.
    var handlerTask: Task<Void, Never>?
    /// The timer that answers `TIMEOUT`.
    var timeoutTask: Task<Void, Never>?

    init(message: Definition.Message) { self.message = message }

    var correlationId: String { message.id }
    var action: String { message.raw.action }
}
