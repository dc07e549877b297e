/// A field's limits (`minimum`, `maximum`, `minLength`, `maxLength`, `minItems`, `maxItems`): each
/// only on the types it applies to, each lower bound at most its upper bound.
extension SpecReader {
    /// The limits written in `mapping` for a field of type `type`; reports every problem and leaves
    /// a misplaced or malformed limit out.
    mutating func readConstraints(in mapping: CheckedMapping, type: TypeReference?) -> FieldConstraints {
        var constraints = FieldConstraints()
        let numeric = type == .integer || type == .number
        if let type, numeric {
            constraints.minimum = bound("minimum", in: mapping, integral: type == .integer)
            constraints.maximum = bound("maximum", in: mapping, integral: type == .integer)
        }
        if type == .string {
            constraints.minLength = count("minLength", in: mapping)
            constraints.maxLength = count("maxLength", in: mapping)
        }
        if case .array = type {
            constraints.minItems = count("minItems", in: mapping)
            constraints.maxItems = count("maxItems", in: mapping)
        }
        if let type {
            let applicable: [String] =
                switch type {
                case .integer, .number: ["minimum", "maximum"]
                case .string: ["minLength", "maxLength"]
                case .array: ["minItems", "maxItems"]
                default: []
                }
            for key in FieldConstraints.keys where !applicable.contains(key) {
                guard let entry = mapping.entry(key) else { continue }
                diagnostics.error(
                    "'\(key)' applies to \(Self.constrainedKind(of: key)) fields only: \(mapping.what) has type '\(type)'",
                    at: entry.keyLocation
                )
            }
        }
        checkOrder(constraints.minimum, constraints.maximum, "minimum", "maximum", in: mapping)
        checkOrder(
            constraints.minLength.map(Double.init), constraints.maxLength.map(Double.init), "minLength", "maxLength", in: mapping)
        checkOrder(
            constraints.minItems.map(Double.init), constraints.maxItems.map(Double.init), "minItems", "maxItems", in: mapping)
        return constraints
    }

    private static func constrainedKind(of key: String) -> String {
        switch key {
        case "minimum", "maximum": "integer and number"
        case "minLength", "maxLength": "string"
        default: "array"
        }
    }

    /// A number limit; an integer field's must be whole.
    private mutating func bound(_ key: String, in mapping: CheckedMapping, integral: Bool) -> Double? {
        guard let text = text(key, in: mapping) else { return nil }
        let value = Self.isDecimal(text) ? Double(text) : nil
        guard let value, value.isFinite, !integral || (value == value.rounded() && abs(value) < 9.0e15) else {
            diagnostics.error(
                "'\(key)' in \(mapping.what) must be \(integral ? "a whole number, such as 0" : "a number, such as 0.5"); found '\(text)'",
                at: mapping.entry(key)?.value.location
            )
            return nil
        }
        return value
    }

    /// A length or a number of items: a whole number, 0 or more.
    private mutating func count(_ key: String, in mapping: CheckedMapping) -> Int? {
        guard let text = text(key, in: mapping) else { return nil }
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text) else {
            diagnostics.error(
                "'\(key)' in \(mapping.what) must be a whole number, 0 or more; found '\(text)'",
                at: mapping.entry(key)?.value.location
            )
            return nil
        }
        return value
    }

    private mutating func checkOrder(
        _ lower: Double?, _ upper: Double?, _ lowerKey: String, _ upperKey: String, in mapping: CheckedMapping
    ) {
        guard let lower, let upper, lower > upper, let entry = mapping.entry(upperKey) else { return }
        diagnostics.error(
            "'\(upperKey)' in \(mapping.what) is \(FieldConstraints.number(upper)), below its '\(lowerKey)' of "
                + "\(FieldConstraints.number(lower)); no value could keep both",
            at: entry.value.location,
            notes: mapping.entry(lowerKey).map { [.note("'\(lowerKey)' is here", at: $0.value.location)] } ?? []
        )
    }
}
