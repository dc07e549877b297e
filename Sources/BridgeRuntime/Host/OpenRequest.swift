/// A request the host has not finished with: who may still answer it, and what to stop when it ends.
///
/// Not generic over the protocol: the engine looks requests up several times per round trip, and a
/// dictionary of a generic value type had its type metadata looked up at run time on every access.
@MainActor
@usableFromInline
struct OpenRequest {
    /// The request's action, for its response.
    @usableFromInline let action: String
    @usableFromInline let gate = BridgeAnswerGate()
    /// The slot handling it, released when the request ends.
    @usableFromInline var slot: (any BridgeSlotReleasing)?
    /// The handler's task, cancelled when the request ends first.
    @usableFromInline var handlerTask: Task<Void, Never>?
    /// What the request counts against in `maxOpenRequestsPerCapability`: its capability, or for
    /// a request nobody handles, its action.
    @usableFromInline let capability: String
    /// The size of its message, counted against `maxHeldBytes` while it is open.
    @usableFromInline let bytes: Int
    /// Tells this request from a later one reusing its correlation ID once it has ended.
    @usableFromInline let serial: UInt64
    /// Whether it waits in `pendingRequests`.
    @usableFromInline var isPending = false

    @usableFromInline
    init(action: String, capability: String, bytes: Int, serial: UInt64) {
        self.action = action
        self.capability = capability
        self.bytes = bytes
        self.serial = serial
    }
}

/// A slot as an open request sees it: something to release when the request ends.
@MainActor
@usableFromInline
protocol BridgeSlotReleasing: AnyObject {
    /// Ends the active request `correlationId`, releasing a suspended handler with `cancelled`.
    func end(_ correlationId: String, reason: String)
}

extension BridgeSlot: BridgeSlotReleasing {}
