extension JSONValue {
    /// The longest string shown whole in an error message; a `bytes` field can hold megabytes.
    private static let shownStringLength = 40

    /// What a value is, for "found …" in error messages: `null`, `true`, `the number 1.5`,
    /// `the string "12"`, `an array`, `an object`. Long strings are cut short with `…`.
    var problemDescription: String {
        switch self {
        case .null, .bool:
            return description
        case .number:
            return "the number \(self)"
        case .string(let text) where text.unicodeScalars.count > Self.shownStringLength:
            let shown = String(String.UnicodeScalarView(text.unicodeScalars.prefix(Self.shownStringLength)))
            return "the string \(JSONValue.string(shown + "…"))"
        case .string:
            return "the string \(self)"
        case .array:
            return "an array"
        case .object:
            return "an object"
        }
    }
}
