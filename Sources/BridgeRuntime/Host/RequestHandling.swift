/// An asynchronous request handler as the engine keeps it: a `BridgeCapabilityHandler`, or a custom
/// capability's closure that awaits, behind one function type.
@usableFromInline
typealias BridgeRequestHandling<Definition: BridgeProtocolDefinition> =
    @MainActor (Definition.Message, BridgeRequestResponder<Definition>) async throws -> Void

/// A custom capability's handler that answers without suspending.
@usableFromInline
typealias BridgeSynchronousRequestHandling<Definition: BridgeProtocolDefinition> =
    @MainActor (Definition.Message, BridgeRequestResponder<Definition>) throws -> Void

extension BridgeEngine {
    /// How a custom capability's or typed action's requests are handled.
    @usableFromInline
    enum Handling {
        /// Called within `receive(_:)`, with no task: it cannot suspend.
        case synchronous(BridgeSynchronousRequestHandling<Definition>)
        /// Called in a task of its own.
        case asynchronous(BridgeRequestHandling<Definition>)
    }

    /// A capability registered with either overload of `registerCustomCapability`.
    @usableFromInline
    struct CustomCapability {
        @usableFromInline let version: String
        @usableFromInline let handling: Handling

        init(version: String, handling: Handling) {
            self.version = version
            self.handling = handling
        }
    }

    /// A handler registered with either overload of `handle(_:handler:)`, behind one function type
    /// whatever its request and result types.
    @usableFromInline
    struct TypedHandler {
        /// The capability it declares, with its version.
        @usableFromInline let capability: (id: String, version: String)?
        @usableFromInline let handling: Handling
    }
}
