/// Field defaults, typed once every type is read: a default must be a value of its field's type,
/// and an enum field's default one of its enum's values.
extension SpecReader {
    mutating func resolveDefaults(in spec: inout ProtocolSpec) {
        // Changed in a copy and stored once: every change to `spec.types` re-indexes the names.
        var types = spec.types
        for pending in pendingDefaults {
            guard let typeIndex = spec.typePosition(named: pending.typeName),
                case .object(var fields) = types[typeIndex].kind,
                let fieldIndex = fields.firstIndex(where: { $0.name == pending.fieldName })
            else { continue }  // The field did not load; its errors are reported.
            guard let value = defaultValue(pending, of: fields[fieldIndex].type, in: spec) else { continue }
            checkRange(of: value, pending, fields[fieldIndex].constraints)
            types[typeIndex].kind = .object([])  // so that `fields` is changed in place, not copied
            fields[fieldIndex].defaultValue = value
            types[typeIndex].kind = .object(fields)
        }
        if !pendingDefaults.isEmpty { spec.types = types }
        pendingDefaults = []
    }

    /// The typed default, or nil after reporting (or when the field's type is undeclared, which the
    /// validator reports).
    private mutating func defaultValue(
        _ pending: PendingDefault, of type: TypeReference, in spec: ProtocolSpec
    ) -> DefaultValue? {
        let text = pending.text
        func mismatch(_ expected: String, hint: String = "") -> DefaultValue? {
            diagnostics.error("\(pending.what) must be \(expected); found '\(text)'\(hint)", at: pending.location)
            return nil
        }
        switch type {
        case .string:
            return .string(text)
        case .integer:
            guard Self.isInteger(text), let value = Int(text) else { return mismatch("an integer, such as 42") }
            return .integer(value)
        case .number:
            guard Self.isDecimal(text), let value = Double(text) else { return mismatch("a number, such as 1.5") }
            return .number(value)
        case .boolean:
            guard text == "true" || text == "false" else { return mismatch("true or false") }
            return .boolean(text == "true")
        case .named(let name):
            let values: [String]
            if let declared = spec.type(named: name) {
                guard case .enumeration(let cases) = declared.kind else { break }
                values = cases.map(\.value)
            } else if let section = SectionEnumType(rawValue: name) {
                values = section.values(in: spec)
            } else {
                return nil
            }
            guard values.contains(text) else {
                return mismatch("a value of enum '\(name)'", hint: Suggestion.didYouMean(text, among: values))
            }
            return .enumValue(text)
        case .bytes, .json, .array, .map:
            break
        }
        diagnostics.error(
            "field '\(pending.fieldName)' of type '\(pending.typeName)' cannot have a default: its type is "
                + "'\(type)', and defaults are for string, integer, number, boolean and enum fields",
            at: pending.location
        )
        return nil
    }

    /// A default must keep the field's limits: a receiver takes it as what the sender sent.
    private mutating func checkRange(of value: DefaultValue, _ pending: PendingDefault, _ limits: FieldConstraints) {
        let number: Double? =
            switch value {
            case .integer(let value): Double(value)
            case .number(let value): value
            default: nil
            }
        if let number, let minimum = limits.minimum, number < minimum {
            diagnostics.error("\(pending.what) is below its minimum of \(FieldConstraints.number(minimum))", at: pending.location)
        }
        if let number, let maximum = limits.maximum, number > maximum {
            diagnostics.error("\(pending.what) is above its maximum of \(FieldConstraints.number(maximum))", at: pending.location)
        }
        guard case .string(let text) = value else { return }
        let length = text.unicodeScalars.count
        if let minLength = limits.minLength, length < minLength {
            diagnostics.error("\(pending.what) is shorter than its minLength of \(minLength)", at: pending.location)
        }
        if let maxLength = limits.maxLength, length > maxLength {
            diagnostics.error("\(pending.what) is longer than its maxLength of \(maxLength)", at: pending.location)
        }
    }

    /// An optional minus sign and digits, as a Swift integer literal reads.
    private static func isInteger(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A decimal number such as `1`, `-0.5` or `2.5e-3`; not `nan`, `inf` or hexadecimal, which have
    /// no JSON form.
    static func isDecimal(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.hasPrefix("-") { rest = rest.dropFirst() }
        let mantissaEnd = rest.firstIndex { $0 == "e" || $0 == "E" } ?? rest.endIndex
        let mantissa = rest[..<mantissaEnd].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(mantissa.count),
            mantissa.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return false }
        guard mantissaEnd < rest.endIndex else { return true }
        var exponent = rest[rest.index(after: mantissaEnd)...]
        if exponent.hasPrefix("-") || exponent.hasPrefix("+") { exponent = exponent.dropFirst() }
        return !exponent.isEmpty && exponent.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
