/// A request the host has not finished with: who may still answer it, and what to stop when it ends.
@MainActor
struct OpenRequest<Definition: BridgeProtocolDefinition> {
    let message: Definition.Message
    let gate = BridgeAnswerGate()
    /// The slot handling it, released when the request ends.
    var slot: BridgeSlot<Definition>?
    /// The handler's task, cancelled when the request ends first.
    var handlerTask: Task<Void, Never>?
    /// When the host answers `TIMEOUT` if nobody has answered, in `DispatchTime` uptime nanoseconds;
    /// nil waits forever.
    var deadline: UInt64?

    init(message: Definition.Message) { self.message = message }

    var correlationId: String { message.id }
    var action: String { message.raw.action }
}
