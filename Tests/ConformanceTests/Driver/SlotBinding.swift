import BridgeRuntime
import GBGBridge

/// One typed slot of the Swift host (`host.documentCapture`), with what the app steps do to it,
/// whatever its request and result types.
@MainActor
struct SlotBinding {
    let capability: String
    let action: String
    /// Sets the slot's handler to answer as told; nil removes it.
    let setHandler: (Answer?) throws(ScenarioError) -> Void
    /// Completes the slot's active request, as the app's capture UI does.
    let complete: (Answer) throws(ScenarioError) -> Void
    let setPermission: (String?) -> Void
    /// Sets the state of one of the slot's named permissions (nil clears it), through the slot's typed
    /// accessors; a slot whose capability names none throws.
    var setNamedPermission: (String, String?) throws(ScenarioError) -> Void = { name, _ throws(ScenarioError) in
        throw ScenarioError("the slot reports no named permission '\(name)'")
    }
    let setEnabled: (Bool) -> Void

    /// Every slot of `BridgeHost`. A slot the spec adds needs a line here; the coverage test says so.
    static func all(for driver: AppDriver) -> [SlotBinding] {
        [
            make(driver.host.documentCapture, driver: driver) { (data: JSON?) throws(ScenarioError) in
                .document(try decode(data, as: DocumentCaptureResult.self, "the result"))
            }.naming { [slot = driver.host.documentCapture] name, state throws(ScenarioError) in
                guard let permission = DocumentCapturePermission(rawValue: name) else {
                    throw ScenarioError("camera.document names no permission '\(name)'")
                }
                slot.setPermissionState(state.map(PermissionState.init(rawValue:)), for: permission)
            },
            make(driver.host.selfieCapture, driver: driver) { (data: JSON?) throws(ScenarioError) in
                .selfie(try decode(data, as: SelfieCaptureResult.self, "the result"))
            },
        ]
    }

    /// The binding with its slot's named permissions set by `set`.
    private func naming(_ set: @escaping (String, String?) throws(ScenarioError) -> Void) -> SlotBinding {
        var binding = self
        binding.setNamedPermission = set
        return binding
    }

    private static func make<Request, Outcome>(
        _ slot: CaptureCapability<Request, Outcome>, driver: AppDriver,
        result: @escaping (JSON?) throws(ScenarioError) -> CaptureResult
    ) -> SlotBinding {
        /// The slot's own result for an answer: success, error, or cancelled with `CANCELLED`.
        func outcome(_ answer: Answer) throws(ScenarioError) -> Outcome {
            guard case .reply(let reply) = answer else { throw ScenarioError("a slot is completed with one reply") }
            let shared: CaptureResult
            switch (reply.status, reply.error) {
            case ("success", nil):
                shared = try result(reply.data)
            case ("error", let error?):
                let code = BridgeErrorCode(rawValue: error.code)
                shared = .failed(code: code, message: error.message, recoverable: error.recoverable ?? code.defaultRecoverable)
            case ("cancelled", let error?) where error.code == "CANCELLED" && error.recoverable == nil:
                shared = .cancelled(reason: error.message)
            default:
                throw ScenarioError(
                    "a slot answers success with data, error with an error, or cancelled with a CANCELLED error, not \(reply.status)"
                )
            }
            guard let typed = Outcome(shared) else { throw ScenarioError("the result is another slot's") }
            return typed
        }

        var binding: SlotBinding!
        binding = SlotBinding(
            capability: slot.capabilityID, action: slot.action,
            setHandler: { (answer: Answer?) throws(ScenarioError) in
                guard let answer else {
                    slot.handler = nil
                    return
                }
                switch answer {
                case .hold:
                    slot.handler = { [weak driver, weak slot] request in
                        driver?.note(request.correlationId, heldBy: binding)
                        return await slot?.awaitCompletion() ?? .cancelled(reason: "the slot went away")
                    }
                case .fail(let message):
                    slot.handler = { _ in throw AppFailure(message: message) }
                case .reply:
                    let typed = try outcome(answer)
                    slot.handler = { _ in typed }
                case .replies, .none:
                    throw ScenarioError("a slot's handler returns one outcome")
                }
            },
            complete: { (answer: Answer) throws(ScenarioError) in slot.complete(try outcome(answer)) },
            setPermission: { state in slot.permissionState = state.map(PermissionState.init(rawValue:)) },
            setEnabled: { enabled in slot.isEnabled = enabled })
        return binding
    }
}
