#if canImport(Combine)
import Combine
#endif

/// A typed capability slot (`host.documentCapture`): setting a handler declares the capability and
/// provides it, in one step.
///
/// The host routes the slot's action to `handler`, which returns a typed result that the host encodes.
/// While a request is active, another one for the same slot is answered with `BUSY` at once.
/// `awaitCompletion()` and `complete(_:)` connect a suspended handler with UI that finishes later.
@MainActor
public final class BridgeSlot<Definition: BridgeProtocolDefinition> {
    /// The capability this slot provides, such as `camera.document`.
    public let capabilityID: String
    /// The action this slot handles, such as `camera.document.capture`.
    public let action: String
    /// The capability's version, reported by `capability.query`.
    public let version: String

    /// Handles the slot's requests. Setting it declares the capability; nil withdraws it.
    public var handler: (@MainActor (Definition.Message) async throws -> Definition.SlotResult)? {
        willSet { host?.slotWillChange() }
    }
    /// Turns the slot off without removing its handler; a disabled slot reports `supported: false`.
    public var isEnabled = true {
        willSet { host?.slotWillChange() }
    }
    /// The native permission state, reported by `capability.query` when set.
    public var permissionState: Definition.CapabilityInfo.Permission? {
        willSet { host?.slotWillChange() }
    }
    /// The request being handled, if any; SwiftUI views present their capture UI while it is set.
    public private(set) var activeRequest: Definition.Message? {
        willSet { host?.slotWillChange() }
    }

    /// Whether the slot is declared: it has a handler and is enabled.
    public var isSupported: Bool { handler != nil && isEnabled }

    weak var host: BridgeEngine<Definition>?
    private var waiter: CheckedContinuation<Definition.SlotResult, Never>?
    private var earlyResult: Definition.SlotResult?

    /// Creates a slot; generated hosts create theirs from the spec.
    public init(capabilityID: String, action: String, version: String) {
        self.capabilityID = capabilityID
        self.action = action
        self.version = version
    }

    /// Suspends the handler until ``complete(_:)`` is called, and returns what it was given.
    ///
    /// Returns at once with the result if `complete(_:)` came first, and with `cancelled` when there is
    /// no active request or the request ends (timeout, page gone) before anyone completes it.
    public func awaitCompletion() async -> Definition.SlotResult {
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

    /// Completes the active request with a result: resumes the handler suspended in
    /// ``awaitCompletion()``. Ignored, with a note in the host's `lastError`, when no request is active.
    public func complete(_ result: Definition.SlotResult) {
        guard activeRequest != nil else {
            host?.report("\(capabilityID): complete(_:) was called with no active request; the result was dropped")
            return
        }
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: result)
        } else {
            earlyResult = result
        }
    }

    /// Starts handling `request`; false when the slot is busy.
    func begin(_ request: Definition.Message) -> Bool {
        guard activeRequest == nil else { return false }
        earlyResult = nil
        activeRequest = request
        return true
    }

    /// Ends the active request `correlationId`, releasing a suspended handler with `cancelled`.
    @usableFromInline
    func end(_ correlationId: String, reason: String) {
        guard activeRequest?.id == correlationId else { return }
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: .cancelled(reason: reason))
        }
        earlyResult = nil
        activeRequest = nil
    }
}

#if canImport(Combine)
extension BridgeSlot: ObservableObject {}
#endif
