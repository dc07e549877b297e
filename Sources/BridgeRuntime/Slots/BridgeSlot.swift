/// A typed capability slot (`host.documentCapture`): setting a handler declares the capability and
/// provides it, in one step.
///
/// The host routes the slot's action to `handler` with the request's data already decoded as
/// `Request` (`request.data`), and answers with the `Outcome` the handler returns: the slot's own
/// result, a cancellation or a failure, so a result of another slot does not compile. While a
/// request is active, another one for the same slot is answered with `BUSY` at once.
/// `awaitCompletion()` and `complete(_:)` connect a suspended handler with UI that finishes later.
@MainActor
public final class BridgeSlot<
    Definition: BridgeProtocolDefinition, Request: BridgeJSONDecodable & Sendable, Outcome: BridgeTypedSlotResult
>: BridgeSlotBase<Definition> where Outcome.Shared == Definition.SlotResult {
    /// A request as the slot's handler receives it.
    public typealias TypedRequest = BridgeTypedRequest<Definition.Message, Request>

    /// Handles the slot's requests. Setting it declares the capability; nil withdraws it.
    ///
    /// A handler that throws a ``BridgeAnswerableError`` (the generated `BridgeFailure`) answers with
    /// it; any other error answers `INTERNAL_ERROR` and is reported.
    public var handler: (@MainActor (TypedRequest) async throws -> Outcome)? {
        willSet { host?._slotWillChange() }
        didSet { host?.slotHandlerDidChange(self) }
    }
    /// The request being handled, if any; SwiftUI views present their capture UI while it is set,
    /// and read its options from `activeRequest?.data`.
    public private(set) var activeRequest: TypedRequest? {
        willSet { host?._slotWillChange() }
    }

    private var waiter: CheckedContinuation<Outcome, Never>?
    private var earlyResult: Outcome?

    /// Creates a slot; generated hosts create theirs from the spec.
    @_spi(BridgeGenerated) public override init(capabilityID: String, action: String, version: String) {
        super.init(capabilityID: capabilityID, action: action, version: version)
    }

    @usableFromInline
    override var _hasHandler: Bool { handler != nil }

    /// Suspends the handler until ``complete(_:)-(Outcome)`` is called, and returns what it was given.
    ///
    /// Returns at once with the result if `complete(_:)` came first, and with `cancelled` when there is
    /// no active request or the request ends (timeout, page gone) before anyone completes it. A
    /// handler whose request has ended (its task is cancelled) gets `cancelled` at once, and leaves
    /// the slot's next request to its own handler.
    public func awaitCompletion() async -> Outcome {
        if Task.isCancelled { return .cancelled(reason: "The \(action) request has ended") }
        if let earlyResult {
            self.earlyResult = nil
            return earlyResult
        }
        guard activeRequest != nil else { return .cancelled(reason: "No \(action) request is active") }
        if let previous = waiter {
            waiter = nil
            previous.resume(returning: .cancelled(reason: "awaitCompletion() was called again"))
        }
        return await withCheckedContinuation { waiter = $0 }
    }

    /// Completes the active request with this slot's result, a cancellation or a failure: resumes
    /// the handler suspended in ``awaitCompletion()``. Ignored, and reported in the host's
    /// `lastError`, when no request is active.
    public func complete(_ result: Outcome) {
        guard activeRequest != nil else {
            host?._report(
                BridgeProblem(
                    .noActiveRequest, "\(capabilityID): complete(_:) was called with no active request; the result was dropped",
                    action: action))
            return
        }
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: result)
        } else {
            earlyResult = result
        }
    }

    /// Completes the active request with the protocol's shared result type (`CaptureResult`), as
    /// the SDK's documentation shows.
    ///
    /// The compiler cannot check that a shared result is this slot's, so the host does: another
    /// slot's result ends the request with `INTERNAL_ERROR` for the page, and is reported in
    /// `lastError` and to the delegate. Prefer ``complete(_:)-(Outcome)``, whose wrong uses do not
    /// compile.
    @_disfavoredOverload
    public func complete(_ result: Definition.SlotResult) {
        if let typed = Outcome(result) {
            complete(typed)
        } else if let request = activeRequest, let host {
            host.failSlot(request.message, action: action, mismatch: result.outcome)
        } else {
            complete(.cancelled(reason: "unused"))  // reports that no request is active
        }
    }

    @usableFromInline
    override func _start(_ request: Definition.Message, gate: BridgeAnswerGate) {
        guard let host else { return }
        guard isEnabled, let handler else {
            host._answer(
                request.id, with: host._unsupportedReply(action: action, "\(capabilityID) is disabled"),
                by: "an unsupported response")
            return
        }
        guard activeRequest == nil else {
            host._answer(
                request.id,
                with: BridgeHostBase<Definition>._failure(
                    .busy, "A \(capabilityID) capture request is already in progress"), by: "a BUSY error")
            return
        }
        let typed: TypedRequest
        do {
            typed = try TypedRequest(message: request)
        } catch {
            host._answer(
                request.id, with: BridgeHostBase<Definition>._failure(.invalidRequest, "Invalid \(action) request: \(error)"),
                by: "an INVALID_REQUEST error")
            return
        }
        earlyResult = nil
        activeRequest = typed
        host._keep(self, handling: request)
        // As for other handlers: the task starts at once and captures no more than it needs; the
        // slot knows its host. The two branches are written out: a shared helper would capture
        // more, an allocation per request.
        #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            host._keep(Task.immediate { await Self.invoke(handler, with: typed, in: self) }, of: request, gate: gate)
            return
        }
        #endif
        host._keep(Task { await Self.invoke(handler, with: typed, in: self) }, of: request, gate: gate)
    }

    /// Calls the handler and answers with what it returned.
    private static func invoke(
        _ handler: @MainActor (TypedRequest) async throws -> Outcome, with request: TypedRequest, in slot: BridgeSlot
    ) async {
        let outcome: Result<BridgeSlotOutcome, any Error>
        do { outcome = .success(try await handler(request).outcome) } catch { outcome = .failure(error) }
        slot.host?.finishSlot(request.message, action: slot.action, outcome: outcome)
    }

    @usableFromInline
    override func _end(_ correlationId: String, reason: String) {
        guard activeRequest?.id.hasSameUTF8(as: correlationId) == true else { return }
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: .cancelled(reason: reason))
        }
        earlyResult = nil
        activeRequest = nil
    }
}
