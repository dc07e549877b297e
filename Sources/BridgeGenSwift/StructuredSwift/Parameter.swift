import BridgeGenKit

/// A parameter of a function or an initializer: `from decoder: any Decoder`.
package struct Parameter: Equatable, Sendable {
    /// The argument label: nil when the name serves as the label, `_` for an unlabeled argument.
    package var label: String?
    /// The name the body uses.
    package var name: String
    /// The parameter's type, `inout` or `borrowing` included.
    package var type: SwiftType
    /// The default argument, such as `nil`.
    package var defaultValue: SwiftExpression?

    /// A parameter; `label: nil` uses the name as the label, `label: "_"` leaves it unlabeled.
    package init(label: String? = nil, _ name: String, type: SwiftType, defaultValue: SwiftExpression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}
