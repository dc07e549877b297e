import Foundation

/// Connects the signature pad extension to an app's signature UI, on the app's own `BridgeHost`:
/// the host that serves GBGBridge's document capture serves the pad too, over the same transport.
///
/// The app presents its pad when `onRequest` is called (or while `activeRequest` is set), then calls
/// `finish` with what the user drew; the controller checks the request's minimum length, so the page
/// gets `SIGNATURE_TOO_SHORT` without every app re-implementing the rule.
@MainActor
public final class SignaturePadController {
    /// The host the pad is declared on.
    public let host: BridgeHost
    /// The request being captured, if any, with its options.
    public private(set) var activeRequest: BridgeRequest<SignatureRequest>?
    /// Called when a request starts, once `finish` and `cancel` can answer it: where the app
    /// presents its pad. They may be called from within it.
    public var onRequest: (@MainActor (BridgeRequest<SignatureRequest>) -> Void)?
    private var waiter: CheckedContinuation<SignatureResult, any Error>?

    /// Declares `signature.pad` on `host` and handles its requests, one at a time.
    public init(host: BridgeHost) {
        self.host = host
        host.handle(.signatureCapture) { [weak self] request in
            guard let self else { throw BridgeFailure.cancelled("The app went away") }
            return try await self.capture(request)
        }
    }

    /// Waits for the app's `finish` or `cancel`; the request ending first (a timeout, the page going
    /// away) cancels the handler's task, which releases the wait.
    private func capture(_ request: BridgeRequest<SignatureRequest>) async throws -> SignatureResult {
        guard activeRequest == nil else { throw BridgeFailure(.busy, "A signature is already being captured") }
        activeRequest = request
        defer { activeRequest = nil }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiter = continuation
                onRequest?(request)
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.resume(throwing: CancellationError()) }
        }
    }

    /// Completes the active request with the user's signature, or with `SIGNATURE_TOO_SHORT` when it
    /// has fewer points than the request asked for.
    public func finish(image: [UInt8], points: [SignaturePoint], durationMilliseconds: Int) {
        guard let request = activeRequest else { return }
        guard points.count >= request.data.minimumPoints else {
            // The extension declares the code recoverable; the host knows it once it handles the action.
            resume(
                throwing: BridgeFailure(
                    .signatureTooShort, "\(points.count) points; at least \(request.data.minimumPoints) needed"))
            return
        }
        resume(returning: SignatureResult(image: Data(image), points: points, durationMilliseconds: durationMilliseconds))
    }

    /// Ends the active request: the user dismissed the pad.
    public func cancel() {
        resume(throwing: BridgeFailure.cancelled("The user dismissed the pad"))
    }

    /// Tells the page the user cleared the pad.
    public func padCleared(attempts: Int) {
        host.send(.signatureCleared, PadCleared(attempts: attempts))
    }

    private func resume(returning result: SignatureResult) {
        waiter?.resume(returning: result)
        waiter = nil
    }

    private func resume(throwing error: any Error) {
        waiter?.resume(throwing: error)
        waiter = nil
    }
}
