import BridgeGenKit

/// A generic parameter of a function or type: `T` or `T: Sendable`.
package struct GenericParameter: Equatable, Sendable {
    /// The parameter's name, such as `T`.
    package var name: String
    /// The protocol or class it must conform to, nil when unconstrained.
    package var constraint: SwiftType?

    /// `name`, or `name: constraint`.
    package init(_ name: String, constraint: SwiftType? = nil) {
        self.name = name
        self.constraint = constraint
    }
}
