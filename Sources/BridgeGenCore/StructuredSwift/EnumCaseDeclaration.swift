/// `case name`, `case name = "raw"` or `case name(label: Type, Type)`.
package struct EnumCaseDeclaration: Equatable, Sendable {
    /// A raw value; the renderer writes the literal, quoting and escaping strings.
    package enum RawValue: Equatable, Sendable {
        case string(String)
        case integer(Int)
    }

    /// A value a case carries: `label: Type`, or just `Type` when the label is nil.
    package struct AssociatedValue: Equatable, Sendable {
        package var label: String?
        package var type: String

        package init(label: String? = nil, type: String) {
            self.label = label
            self.type = type
        }
    }

    package var docComment: String?
    package var attributes: [Attribute]
    package var name: String
    /// The case's raw value; a case has either this or associated values.
    package var rawValue: RawValue?
    package var associatedValues: [AssociatedValue]

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
