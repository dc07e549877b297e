/// A scalar's text, and whether it was written plain (without quotes or a block indicator).
package struct YAMLScalar: Equatable, Sendable {
    /// The scalar's value after YAML's unquoting, escaping and folding.
    package var text: String
    /// Whether it was written without quotes, `|` or `>`.
    package var isPlain: Bool

    package init(text: String, isPlain: Bool) {
        self.text = text
        self.isPlain = isPlain
    }

    /// Whether the scalar is YAML's empty value, as in `key:` with nothing after it. A quoted `""`
    /// is an empty string instead, which some keys accept.
    package var isNull: Bool { isPlain && text.isEmpty }
}
