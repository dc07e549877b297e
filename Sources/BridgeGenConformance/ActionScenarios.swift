import BridgeSpec

/// The scenarios that follow from one action's declaration: unsupported when nothing handles it,
/// `INVALID_REQUEST` for data that breaks its request type, success with a minimal request and
/// result, each error code it lists (and one it does not), and for a slot, busy and turned off.
struct ActionScenarios {
    let context: ConformanceContext
    let action: ActionSpec

    var all: [ScenarioScript] {
        var scripts = [unhandled] + invalidRequests + [success] + errors
        if let undeclared { scripts.append(undeclared) }
        if context.slot(of: action) != nil { scripts += [busy, disabled] }
        return scripts
    }

    private var id: String { action.id }
    private var request: ScenarioValue { context.samples.minimal(named: action.request, for: .page) }
    private var result: ScenarioValue { context.samples.minimal(named: action.result, for: .app) }

    /// Nothing handles it: a slot's action is answered unsupported at once; any other waits for
    /// the app, which answers it unsupported.
    private var unhandled: ScenarioScript {
        let unsupported = context.isRecoverable("UNSUPPORTED_ACTION")
        guard let slot = context.slot(of: action) else {
            var script = context.script(
                "\(id).unhandled",
                """
                Nothing handles \(id): the request waits for the app among the pending requests, and the app \
                answers it unsupported with UNSUPPORTED_ACTION.
                """)
            script.request("r1", id, data: request)
            script.receiveNothing()
            script.pending(["r1"])
            script.app(
                "respond",
                [
                    "request": "r1", "status": "unsupported",
                    "error": [
                        "code": "UNSUPPORTED_ACTION", "message": .literal("\(id) is not supported"),
                        "recoverable": .bool(unsupported),
                    ],
                ])
            script.receiveFailure(
                "r1", id, status: "unsupported", code: "UNSUPPORTED_ACTION",
                message: .literal("\(id) is not supported"), recoverable: unsupported)
            script.pending([])
            return script
        }
        var script = context.script(
            "\(id).unhandled",
            """
            The \(slot.id) slot has no handler: the host answers \(id) unsupported with UNSUPPORTED_ACTION at once.
            """)
        script.request("r1", id, data: request)
        script.receiveFailure("r1", id, status: "unsupported", code: "UNSUPPORTED_ACTION", recoverable: unsupported)
        return script
    }

    /// Data that breaks the request type is answered `INVALID_REQUEST` before anyone handles it.
    private var invalidRequests: [ScenarioScript] {
        context.samples.violations(of: action.request).map { violation in
            var script = context.script(
                "\(id).invalid-request.\(violation.name)",
                """
                A \(id) request whose data is not a \(action.request) (\(violation.name)) is answered \
                INVALID_REQUEST, whoever handles the action.
                """)
            script.request("r1", id, data: violation.data)
            script.receiveFailure(
                "r1", id, status: "error", code: "INVALID_REQUEST", recoverable: context.isRecoverable("INVALID_REQUEST"))
            script.problem("invalidMessage", id: "r1", action: id)
            script.pending([])
            return script
        }
    }

    /// A handler's minimal result reaches the page as it was given.
    private var success: ScenarioScript {
        var script = context.script(
            "\(id).success",
            """
            A handler answering a minimal \(id) request with a minimal \(action.result) reaches the page as \
            success with that result.
            """)
        script.app("handle", ["action": .string(id), "answer": ["status": "success", "data": result]])
        script.request("r1", id, data: request)
        script.receiveSuccess("r1", id, data: result)
        return script
    }

    /// Each code the action lists, answered by its handler, reaches the page with the code's
    /// recoverability; `CANCELLED` as status cancelled.
    private var errors: [ScenarioScript] {
        action.errors.map { code in
            let status = code == "CANCELLED" ? "cancelled" : "error"
            var script = context.script(
                "\(id).error.\(code)",
                """
                A handler failing \(id) with \(code), which the action lists, answers \(status) with it, \
                recoverable as the spec declares.
                """)
            script.app(
                "handle",
                [
                    "action": .string(id),
                    "answer": [
                        "status": .string(status), "error": ["code": .string(code), "message": "generated"],
                    ],
                ])
            script.request("r1", id, data: request)
            script.receiveFailure(
                "r1", id, status: status, code: code, message: "generated", recoverable: context.isRecoverable(code))
            return script
        }
    }

    /// A code the action does not list is sent all the same, and reported. Actions listing no codes
    /// may answer with any.
    private var undeclared: ScenarioScript? {
        guard !action.errors.isEmpty,
            let code = context.spec.errorCodes.first(where: {
                !action.errors.contains($0.code) && !ErrorCodeSpec.requiredByRuntime.contains($0.code)
            })?.code
        else { return nil }
        var script = context.script(
            "\(id).error.undeclared",
            """
            A handler failing \(id) with \(code), which the action does not list, still answers with it, and \
            the app is told.
            """)
        script.app(
            "handle",
            ["action": .string(id), "answer": ["status": "error", "error": ["code": .string(code), "message": "generated"]]])
        script.request("r1", id, data: request)
        script.receiveFailure(
            "r1", id, status: "error", code: code, message: "generated", recoverable: context.isRecoverable(code))
        script.problem("undeclaredErrorCode", id: "r1", action: id)
        return script
    }

    /// A slot takes one request at a time: the next is answered `BUSY` while one is active.
    private var busy: ScenarioScript {
        var script = context.script(
            "\(id).busy",
            """
            While its slot holds a \(id) request, another is answered BUSY at once; the first goes on, and \
            its answer reaches the page.
            """)
        script.app("handle", ["action": .string(id), "answer": "hold"])
        script.request("r1", id, data: request)
        script.receiveNothing()
        script.request("r2", id, data: request)
        script.receiveFailure("r2", id, status: "error", code: "BUSY", recoverable: context.isRecoverable("BUSY"))
        script.app("complete", ["request": "r1", "answer": ["status": "success", "data": result]])
        script.receiveSuccess("r1", id, data: result)
        return script
    }

    /// A slot turned off answers unsupported, and says so in the negotiation, until turned on.
    private var disabled: ScenarioScript {
        let capability = context.slot(of: action)?.id ?? ""
        let negotiation = context.spec.negotiationAction
        var script = context.script(
            "\(id).disabled",
            """
            With its slot turned off, \(id) is answered unsupported, and \(capability) is declared \
            unsupported, though its handler is set; turned on again, the handler answers.
            """)
        script.app("handle", ["action": .string(id), "answer": ["status": "success", "data": result]])
        script.app("enable", ["capability": .string(capability), "enabled": false])
        if let negotiation {
            script.request("q1", negotiation, data: [:])
            script.receiveSuccess("q1", negotiation, data: context.negotiationResult(context.declarations(handling: [])))
        }
        script.request("r1", id, data: request)
        script.receiveFailure(
            "r1", id, status: "unsupported", code: "UNSUPPORTED_ACTION", recoverable: context.isRecoverable("UNSUPPORTED_ACTION"))
        script.app("enable", ["capability": .string(capability), "enabled": true])
        script.request("r2", id, data: request)
        script.receiveSuccess("r2", id, data: result)
        return script
    }
}
