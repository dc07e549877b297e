/// A request the host has not finished with: who may still answer it, and what to stop when it ends.
///
/// Not generic over the protocol: the host looks requests up several times per round trip, and a
/// dictionary of a generic value type has its type metadata looked up at run time on every access.
@MainActor
@usableFromInline
struct OpenRequest {
    /// The request's action, for its response.
    @usableFromInline let action: String
    /// The gate its answer must pass, when anyone but the main actor may answer: a handler, a slot or
    /// a responder. A request held in `pendingRequests` has none, since only the main actor answers
    /// it, and its closing is the claim; that saves an allocation (and, ending many, a free) for
    /// each request nobody handles.
    @usableFromInline let gate: BridgeAnswerGate?
    /// The slot handling it, released when the request ends.
    @usableFromInline var slot: (any BridgeSlotReleasing)?
    /// The handler's task, cancelled when the request ends first.
    @usableFromInline var handlerTask: Task<Void, Never>?
    /// What its updates so far say about it: nothing yet, or whether it is a stream. Settled by its
    /// first update, so that later ones look nothing up.
    @usableFromInline var updates = Updates.none
    /// Whether it is a stream that has sent an update: its timeout no longer applies, as a watch
    /// lives until either side ends it.
    @usableFromInline var isStreaming: Bool { updates == .stream }

    /// What a request's updates have shown it to be.
    @usableFromInline
    enum Updates {
        /// It has sent none.
        case none
        /// Progress of a request that is not a stream; its timeout still applies.
        case progress
        /// Items of a stream.
        case stream
    }
    /// What the request counts against in `maxOpenRequestsPerCapability`: its capability, or for
    /// a request nobody handles, its action.
    @usableFromInline let capability: String
    /// The size of its message, counted against `maxHeldBytes` while it is open.
    @usableFromInline let bytes: Int
    /// Tells this request from a later one reusing its correlation ID once it has ended.
    @usableFromInline let serial: UInt64
    /// The message of a request nobody handles, held for the app in `pendingRequests`; nil for a
    /// request a handler or slot took. Boxed (see ``HeldMessage``), so that an open request stays
    /// one non-generic value.
    @usableFromInline let heldMessage: AnyObject?

    @usableFromInline
    init(action: String, capability: String, bytes: Int, serial: UInt64, gate: BridgeAnswerGate?, heldMessage: AnyObject? = nil) {
        self.action = action
        self.gate = gate
        self.capability = capability
        self.bytes = bytes
        self.serial = serial
        self.heldMessage = heldMessage
    }
}

/// The message of a request held for the app, in the box an ``OpenRequest`` keeps it in.
@usableFromInline
final class HeldMessage<Message> {
    @usableFromInline let message: Message

    @usableFromInline
    init(_ message: Message) {
        self.message = message
    }
}

/// A slot as an open request sees it: something to release when the request ends.
@MainActor
@usableFromInline
protocol BridgeSlotReleasing: AnyObject {
    /// Ends the active request `correlationId`, releasing a suspended handler with `cancelled`.
    func _end(_ correlationId: String, reason: String)
}

extension BridgeSlot: BridgeSlotReleasing {}
