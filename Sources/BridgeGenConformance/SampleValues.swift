import BridgeSpec

/// Values of the spec's types for generated scenarios: the smallest valid value of a type, as the
/// page sends it or as the app answers with it, and values that violate a type.
struct SampleValues {
    let spec: ProtocolSpec

    /// Which fields a sample includes besides the required ones.
    enum Side {
        /// What the page sends: required fields only; absent fields take their defaults.
        case page
        /// What the app answers with: required fields and those with a default, set to it, which is
        /// what a host writes for a typed result; no optional field.
        case app
    }

    /// The smallest valid value of `type`.
    func minimal(_ type: TypeReference, for side: Side) -> ScenarioValue {
        switch type {
        case .string: "a"
        case .integer: 1
        case .number: .number(0.5)
        case .boolean: true
        case .bytes: "AQID"
        case .json: true
        case .array: []
        case .map: [:]
        case .named(let name): minimal(named: name, for: side)
        }
    }

    /// The smallest valid object of the object type `name`, or the first value of an enum.
    func minimal(named name: String, for side: Side) -> ScenarioValue {
        if let values = builtInValues(name) { return values.first.map { .literal($0) } ?? "a" }
        guard let type = spec.type(named: name) else { return [:] }
        if case .enumeration(let values) = type.kind { return values.first.map { .literal($0.value) } ?? "a" }
        var members: [ScenarioValue.Member] = []
        for field in type.fields {
            if field.isRequiredOnWire {
                members.append(ScenarioValue.Member(key: field.wireName, value: minimal(field.type, for: side)))
            } else if side == .app, let value = field.defaultValue {
                members.append(ScenarioValue.Member(key: field.wireName, value: Self.value(of: value)))
            }
        }
        return .object(members)
    }

    /// Values that break `name`'s object type, each with a name for the scenario: data that is not an
    /// object, each required field missing, each field of the wrong JSON type.
    func violations(of name: String) -> [(name: String, data: ScenarioValue)] {
        let valid = minimal(named: name, for: .page)
        var violations: [(name: String, data: ScenarioValue)] = [("data-not-an-object", ["a"])]
        for field in spec.type(named: name)?.fields ?? [] {
            if field.isRequiredOnWire {
                violations.append(("missing-\(field.wireName)", valid.removing(field.wireName)))
            }
            if let wrong = wrongValue(for: field.type) {
                violations.append(("wrong-type-\(field.wireName)", valid.setting(field.wireName, to: wrong)))
            }
        }
        return violations
    }

    /// A value of another JSON type than `type` takes; nil for `json`, which takes any.
    private func wrongValue(for type: TypeReference) -> ScenarioValue? {
        switch type {
        case .string, .bytes: 1
        case .integer, .number: "1"
        case .boolean: "true"
        case .json: nil
        case .array, .named: isEnum(type) ? 1 : "a"
        case .map: ["a"]
        }
    }

    private func isEnum(_ type: TypeReference) -> Bool {
        guard case .named(let name) = type else { return false }
        if builtInValues(name) != nil { return true }
        if case .enumeration? = spec.type(named: name)?.kind { return true }
        return false
    }

    /// The values of the sets the spec's sections declare, which fields may name as types.
    private func builtInValues(_ name: String) -> [String]? {
        switch name {
        case "BridgeEnvironment": spec.environments.map(\.value)
        case "PermissionState": spec.permissionStates.map(\.value)
        case "BridgeResponseStatus": spec.statuses.map(\.value)
        case "BridgeErrorCode": spec.errorCodes.map(\.code)
        default: nil
        }
    }

    /// A default as JSON.
    static func value(of defaultValue: DefaultValue) -> ScenarioValue {
        switch defaultValue {
        case .string(let text), .enumValue(let text): .literal(text)
        case .integer(let number): .integer(number)
        case .number(let number): .number(number)
        case .boolean(let flag): .bool(flag)
        }
    }
}

extension ScenarioValue {
    /// A string as a scenario writes it: a leading `$` doubled, so that it is not read as a placeholder.
    static func literal(_ text: String) -> ScenarioValue {
        .string(text.hasPrefix("$") ? "$" + text : text)
    }
}
