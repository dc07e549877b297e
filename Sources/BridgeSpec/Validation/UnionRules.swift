/// Unions: at least one case; a tag key and tag values a receiver can match, which are text
/// without control characters; and case types that leave the tag's key to the union, so that a
/// case's own field and the tag never share one JSON member. That each case type is a declared
/// object type is checked with the other references (`checkReferences`).
extension SpecValidator {
    mutating func checkUnions() {
        for type in spec.types {
            guard let union = type.union else { continue }
            let path = ["types", type.name, "union"]
            if union.cases.isEmpty {
                diagnostics.error(
                    "union '\(type.name)' has no cases; give it at least one, a tag value mapped to an object type",
                    at: keyLocation(path + ["cases"], or: type.location))
            }
            if let problem = Self.wireKeyProblem(union.tag) {
                diagnostics.error("the tag of union '\(type.name)' is not a usable JSON key: \(problem)", at: union.tagLocation)
            }
            for unionCase in union.cases {
                if let problem = Self.wireKeyProblem(unionCase.tag) {
                    diagnostics.error(
                        "case '\(unionCase.tag)' of union '\(type.name)' is not a usable tag value: \(problem)",
                        at: unionCase.location)
                }
                guard let caseType = objectType(unionCase.type),
                    let field = caseType.fields.first(where: { $0.wireName == union.tag })
                else { continue }
                diagnostics.error(
                    "case '\(unionCase.tag)' of union '\(type.name)' is '\(caseType.name)', whose field '\(field.name)' has the "
                        + "wire name '\(union.tag)', the union's tag; rename the tag or the field's 'wireName'",
                    at: unionCase.typeLocation, notes: [.note("field '\(field.name)' is declared here", at: field.location)])
            }
        }
    }

    /// What keeps `text` from being a tag's key or value: emptiness, or a control character (which
    /// JSON must escape and which no sender types by hand); nil when it is usable.
    static func wireKeyProblem(_ text: String) -> String? {
        if text.isEmpty { return "it is empty" }
        if let control = text.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "it holds the control character U+\(String(control.value, radix: 16, uppercase: true).leftPadded(to: 4))"
        }
        return nil
    }
}

extension String {
    /// The text with `0`s before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
