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

    /// The smallest valid value of `type`, within `limits`.
    func minimal(_ type: TypeReference, for side: Side, within limits: FieldConstraints = FieldConstraints()) -> ScenarioValue {
        switch type {
        case .string: .literal(String(repeating: "a", count: max(1, limits.minLength ?? 1)))
        case .integer: .integer(Int(Self.inRange(1, limits)))
        case .number: .number(Self.inRange(0.5, limits))
        case .boolean: true
        case .bytes: "AQID"
        case .json: true
        case .array(let element): .array(Array(repeating: minimal(element, for: side), count: limits.minItems ?? 0))
        case .map: [:]
        case .named(let name): minimal(named: name, for: side)
        }
    }

    /// `preferred` if the limits allow it, else the nearest bound they allow.
    private static func inRange(_ preferred: Double, _ limits: FieldConstraints) -> Double {
        min(max(preferred, limits.minimum ?? preferred), limits.maximum ?? .infinity)
    }

    /// The smallest valid object of the object type `name`, or the first value of an enum.
    func minimal(named name: String, for side: Side) -> ScenarioValue {
        if let values = builtInValues(name) { return values.first.map { .literal($0) } ?? "a" }
        guard let type = spec.type(named: name) else { return [:] }
        if case .enumeration(let values) = type.kind { return values.first.map { .literal($0.value) } ?? "a" }
        if let union = type.union { return minimal(union, tag: union.cases.first?.tag ?? "a", for: side) }
        var members: [ScenarioValue.Member] = []
        for field in type.fields {
            if field.isRequiredOnWire {
                members.append(
                    ScenarioValue.Member(key: field.wireName, value: minimal(field.type, for: side, within: field.constraints)))
            } else if side == .app, let value = field.defaultValue {
                members.append(ScenarioValue.Member(key: field.wireName, value: Self.value(of: value)))
            }
        }
        return .object(members)
    }

    /// A value of `union` tagged `tag`: the first case's smallest object, the tag first.
    private func minimal(_ union: UnionSpec, tag: String, for side: Side) -> ScenarioValue {
        guard case .object(let members) = union.cases.first.map({ minimal(named: $0.type, for: side) }) ?? [:] else {
            return [:]
        }
        return .object([ScenarioValue.Member(key: union.tag, value: .literal(tag))] + members)
    }

    /// Values that break `name`'s object type, each with a name for the scenario: data that is not an
    /// object, each required field missing, each field of the wrong JSON type, `null` in each field
    /// that is not nullable, a value a closed enum does not list, a tag a closed union does not
    /// declare, and each limit broken.
    func violations(of name: String) -> [(name: String, data: ScenarioValue)] {
        let valid = minimal(named: name, for: .page)
        var violations: [(name: String, data: ScenarioValue)] = [("data-not-an-object", ["a"])]
        for field in spec.type(named: name)?.fields ?? [] {
            let key = field.wireName
            if field.isRequiredOnWire {
                violations.append(("missing-\(key)", valid.removing(key)))
            }
            if let wrong = wrongValue(for: field.type) {
                violations.append(("wrong-type-\(key)", valid.setting(key, to: wrong)))
            }
            if !field.isNullable, field.type != .json {
                violations.append(("null-\(key)", valid.setting(key, to: .null)))
            }
            if case .named(let enumName) = field.type,
                spec.type(named: enumName).map({ !$0.isOpen && !$0.values.isEmpty }) == true
            {
                violations.append(("unknown-value-\(key)", valid.setting(key, to: .literal("not-a-\(enumName)-value"))))
            }
            // A union closed where the page sends it: the host refuses a tag it does not declare.
            if case .named(let unionName) = field.type, let type = spec.type(named: unionName), !type.isOpen,
                let union = type.union
            {
                let unknown = minimal(union, tag: "not-a-\(unionName)-tag", for: .page)
                violations.append(("unknown-tag-\(key)", valid.setting(key, to: unknown)))
            }
            for (limit, value) in outOfLimits(field) {
                violations.append(("\(limit)-\(key)", valid.setting(key, to: value)))
            }
        }
        return violations
    }

    /// A value just past each limit of `field`, named by the limit it breaks.
    private func outOfLimits(_ field: FieldSpec) -> [(String, ScenarioValue)] {
        let limits = field.constraints
        let number: (Double) -> ScenarioValue = { field.type == .integer ? .integer(Int($0)) : .number($0) }
        let step = field.type == .integer ? 1.0 : 0.5
        var values: [(String, ScenarioValue)] = []
        if let minimum = limits.minimum { values.append(("below-minimum", number(minimum - step))) }
        if let maximum = limits.maximum { values.append(("above-maximum", number(maximum + step))) }
        if let minLength = limits.minLength, minLength > 0 {
            values.append(("too-short", .literal(String(repeating: "a", count: minLength - 1))))
        }
        if let maxLength = limits.maxLength {
            values.append(("too-long", .literal(String(repeating: "a", count: maxLength + 1))))
        }
        if case .array(let element) = field.type {
            let item = minimal(element, for: .page)
            if let minItems = limits.minItems, minItems > 0 {
                values.append(("too-few-items", .array(Array(repeating: item, count: minItems - 1))))
            }
            if let maxItems = limits.maxItems {
                values.append(("too-many-items", .array(Array(repeating: item, count: maxItems + 1))))
            }
        }
        return values
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
