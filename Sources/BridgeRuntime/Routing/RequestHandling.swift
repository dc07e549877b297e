/// An asynchronous request handler as the host keeps it: a `BridgeCapabilityHandler`, or a custom
/// capability's or typed action's closure that awaits, behind one function type.
@usableFromInline
typealias BridgeRequestHandling<Definition: BridgeProtocolDefinition> =
    @MainActor (Definition.Message, BridgeRequestResponder<Definition>) async throws -> Void

/// A custom capability's or typed action's handler that answers without suspending.
@usableFromInline
typealias BridgeSynchronousRequestHandling<Definition: BridgeProtocolDefinition> =
    @MainActor (Definition.Message, BridgeRequestResponder<Definition>) throws -> Void

/// How a custom capability's or typed action's requests are handled.
@usableFromInline
enum RequestHandling<Definition: BridgeProtocolDefinition> {
    /// Called within `receive(_:)`, with no task: it cannot suspend.
    case synchronous(BridgeSynchronousRequestHandling<Definition>)
    /// Called in a task of its own.
    case asynchronous(BridgeRequestHandling<Definition>)
}
