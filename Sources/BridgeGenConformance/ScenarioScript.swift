/// The lines of one scenario as the generator writes them: its header, then one step per line, in
/// the vocabulary of `Tests/Conformance/README.md`.
struct ScenarioScript {
    /// The scenario's lines, header first.
    private(set) var lines: [ScenarioValue]
    /// The protocol version the generated messages carry.
    let version: String

    /// Starts a scenario; `host` is the header's `host`, nil for a default host.
    init(_ name: String, _ description: String, host: ScenarioValue?, version: String) {
        lines = [.members(["scenario": .string(name), "description": .string(description), "host": host])]
        self.version = version
    }

    /// Appends a step.
    mutating func step(_ line: ScenarioValue) { lines.append(line) }

    /// The page sends a request.
    mutating func request(_ id: String, _ action: String, data: ScenarioValue?, version: String? = nil) {
        step([
            "page": Self.message(
                version: version ?? self.version, id: id, type: "request",
                payload: .members(["action": .string(action), "data": data]))
        ])
    }

    /// The page sends an event.
    mutating func event(_ id: String, _ name: String, data: ScenarioValue, version: String? = nil) {
        step([
            "page": Self.message(
                version: version ?? self.version, id: id, type: "event",
                payload: ["action": .string(name), "data": data])
        ])
    }

    /// The page receives a successful response to `id`.
    mutating func receiveSuccess(_ id: String, _ action: String, data: ScenarioValue) {
        step(["receive": response(id, payload: ["action": .string(action), "data": data, "status": "success"])])
    }

    /// The page receives a response to `id` with a status other than success and this error.
    mutating func receiveFailure(
        _ id: String, _ action: String, status: String, code: String, message: ScenarioValue = "$string",
        recoverable: Bool
    ) {
        step([
            "receive": response(
                id,
                payload: [
                    "action": .string(action), "status": .string(status),
                    "error": ["code": .string(code), "message": message, "recoverable": .bool(recoverable)],
                ])
        ])
    }

    /// The app is told of a problem of `kind`, about `id` and `action` when given.
    mutating func problem(_ kind: String, id: String? = nil, action: String? = nil) {
        step([
            "problem": .members([
                "kind": .string(kind), "correlationId": id.map(ScenarioValue.string),
                "action": action.map(ScenarioValue.string),
            ])
        ])
    }

    /// The page receives nothing more, for now.
    mutating func receiveNothing() { step(["receiveNothing": true]) }

    /// The requests waiting for the app are exactly `ids`.
    mutating func pending(_ ids: [String]) { step(["pending": .array(ids.map(ScenarioValue.string))]) }

    /// The app does something (`app` and its arguments).
    mutating func app(_ verb: String, _ arguments: KeyValuePairs<String, ScenarioValue?>) {
        step(.members(["app": .string(verb)]).merging(.members(arguments)))
    }

    /// A response envelope to `id` as the page must receive it.
    private func response(_ id: String, payload: ScenarioValue) -> ScenarioValue {
        [
            "version": .string(version), "correlationId": .string(id), "type": "response", "timestamp": "$timestamp",
            "payload": payload,
        ]
    }

    /// An envelope the page sends.
    static func message(version: String, id: String, type: String, payload: ScenarioValue) -> ScenarioValue {
        [
            "version": .string(version), "correlationId": .string(id), "type": .string(type), "timestamp": 1_700_000_000_000,
            "payload": payload,
        ]
    }
}

extension ScenarioValue {
    /// This object's members followed by `other`'s.
    func merging(_ other: ScenarioValue) -> ScenarioValue {
        guard case .object(let mine) = self, case .object(let theirs) = other else { return self }
        return .object(mine + theirs)
    }
}
