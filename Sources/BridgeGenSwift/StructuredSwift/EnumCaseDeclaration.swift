import BridgeGenKit

/// `case name`, `case name = "raw"` or `case name(label: Type, Type)`.
package struct EnumCaseDeclaration: Equatable, Sendable {
    /// A raw value; the renderer writes the literal, quoting and escaping strings.
    package enum RawValue: Equatable, Sendable {
        /// A string, written as a quoted and escaped literal.
        case string(String)
        /// An integer, written in decimal.
        case integer(Int)
    }

    /// A value a case carries: `label: Type`, or just `Type` when the label is nil.
    package struct AssociatedValue: Equatable, Sendable {
        /// The label, or nil for an unlabeled value.
        package var label: String?
        /// The value's type.
        package var type: SwiftType

        /// `label: type`, or `type` alone.
        package init(label: String? = nil, type: SwiftType) {
            self.label = label
            self.type = type
        }
    }

    /// Markdown text for the `///` comment above it; the renderer wraps it. Nil for none.
    package var docComment: String?
    /// The attributes written above it, one a line, in order.
    package var attributes: [Attribute]
    /// The case's name, without backticks: the renderer adds them to a keyword.
    package var name: String
    /// The case's raw value; a case has either this or associated values.
    package var rawValue: RawValue?
    /// The values the case carries, in order; empty for none.
    package var associatedValues: [AssociatedValue]

    /// A case; give it a raw value or associated values, or neither.
    package init(
        docComment: String? = nil, attributes: [Attribute] = [], name: String, rawValue: RawValue? = nil,
        associatedValues: [AssociatedValue] = []
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.name = name
        self.rawValue = rawValue
        self.associatedValues = associatedValues
    }
}
