import BridgeRuntime

/// Connects the generated `signaturePad` slot to an app's signature UI.
///
/// The app presents its pad while `host.signaturePad.activeRequest` is set, then calls `finish` with
/// what the user drew; the controller checks the request's minimum length, so the page gets
/// `SIGNATURE_TOO_SHORT` without every app re-implementing the rule.
@MainActor
public final class SignaturePadController {
    /// The host whose slot this controller drives.
    public let host: BridgeHost

    /// Declares `signature.pad` on `host` and handles its requests.
    public init(host: BridgeHost) {
        self.host = host
        host.signaturePad.handler = { [weak host] _ in
            guard let host else { return .cancelled(reason: "Host deallocated") }
            return await host.signaturePad.awaitCompletion()
        }
    }

    /// The options of the request being captured, if any.
    public var activeRequest: SignatureRequest? {
        host.signaturePad.activeRequest?.data
    }

    /// Completes the active request with the user's signature, or with `SIGNATURE_TOO_SHORT` when it
    /// has fewer points than the request asked for.
    public func finish(image: [UInt8], points: [SignaturePoint], durationMilliseconds: Int) {
        let minimum = activeRequest?.minimumPoints ?? SignatureRequest(signerName: "").minimumPoints
        guard points.count >= minimum else {
            host.signaturePad.complete(.failed(
                code: .signatureTooShort, message: "\(points.count) points; at least \(minimum) needed",
                recoverable: BridgeErrorCode.signatureTooShort.defaultRecoverable))
            return
        }
        host.signaturePad.complete(.signature(SignatureResult(
            image: .init(image), points: points, durationMilliseconds: durationMilliseconds)))
    }

    /// Tells the page the user cleared the pad.
    public func padCleared(attempts: Int) {
        host.send(.signatureCleared, PadCleared(attempts: attempts))
    }
}
