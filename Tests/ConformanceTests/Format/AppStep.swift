/// What the host app does in a scenario, in words every host's API has (README, "App steps").
enum AppStep: Sendable {
    /// Handles an action through the host's typed API: the slot for a slot's action, a typed
    /// handler otherwise.
    case handle(action: String, answer: Answer)
    /// Removes that handler.
    case unhandle(action: String)
    /// Registers a custom capability (its ID is its action).
    case custom(capability: String, version: String?, answer: Answer)
    /// Registers a capability handler, the configuration-based way.
    case register(action: String, answer: Answer)
    /// Resumes a handler holding `request` with `answer`.
    case complete(request: String, answer: Answer)
    /// Answers `request` by its correlation ID, as an app answers a pending request.
    case respond(request: String, reply: Reply)
    /// Sends an event to the page by name.
    case send(event: String, data: JSON?)
    /// Sets a slot's permission state, or the state of one of its named permissions; nil clears it.
    case permission(capability: String, permission: String?, state: String?)
    /// Turns a slot on or off without removing its handler.
    case enable(capability: String, enabled: Bool)
    /// Disconnects the host from its page.
    case detach

    init(_ record: JSON) throws(ScenarioError) {
        let verb = try Step.string(record["app"], "app")
        let arguments = Set(record.keys).subtracting(["app", "note"])
        func only(_ allowed: Set<String>) throws(ScenarioError) {
            if let extra = arguments.subtracting(allowed).sorted().first {
                throw ScenarioError("app '\(verb)' takes no '\(extra)'")
            }
        }
        func text(_ key: String) throws(ScenarioError) -> String { try Step.string(record[key], key) }
        func answer() throws(ScenarioError) -> Answer { try Answer(record["answer"]) }
        switch verb {
        case "handle": try only(["action", "answer"]); self = .handle(action: try text("action"), answer: try answer())
        case "unhandle": try only(["action"]); self = .unhandle(action: try text("action"))
        case "custom":
            try only(["capability", "version", "answer"])
            self = .custom(
                capability: try text("capability"), version: record["version"] == nil ? nil : try text("version"),
                answer: try answer())
        case "register": try only(["action", "answer"]); self = .register(action: try text("action"), answer: try answer())
        case "complete": try only(["request", "answer"]); self = .complete(request: try text("request"), answer: try answer())
        case "respond":
            try only(["request", "status", "data", "error"])
            self = .respond(request: try text("request"), reply: try Reply(record, besides: ["app", "request", "note"]))
        case "send": try only(["event", "data"]); self = .send(event: try text("event"), data: record["data"])
        case "permission":
            try only(["capability", "permission", "state"])
            self = .permission(
                capability: try text("capability"), permission: record["permission"] == nil ? nil : try text("permission"),
                state: record["state"] == .null ? nil : try text("state"))
        case "enable":
            try only(["capability", "enabled"])
            guard let enabled = record["enabled"]?.boolValue else { throw ScenarioError("'enabled' must be true or false") }
            self = .enable(capability: try text("capability"), enabled: enabled)
        case "detach": try only([]); self = .detach
        default:
            throw ScenarioError(
                "unknown app step '\(verb)'; expected handle, unhandle, custom, register, complete, respond, send, permission, enable or detach"
            )
        }
    }
}
