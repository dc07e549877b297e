import BridgeGenKit
/// A parameter of a function or an initializer: `from decoder: any Decoder`.
package struct Parameter: Equatable, Sendable {
    /// The argument label: nil when the name serves as the label, `_` for an unlabeled argument.
    package var label: String?
    /// The name the body uses.
    package var name: String
    /// The parameter's type as source text, including `inout` or `@escaping` where needed.
    package var type: String
    /// The default argument as source text, such as `nil` or `[]`.
    package var defaultValue: String?

    /// A parameter; `label: nil` uses the name as the label, `label: "_"` leaves it unlabeled.
    package init(label: String? = nil, _ name: String, type: String, defaultValue: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}
