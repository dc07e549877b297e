import BridgeGenKit

/// Declarations compiled only when a condition holds: `#if condition … #else … #endif`.
package struct IfConfigDeclaration: Equatable, Sendable {
    /// The condition after `#if`, such as `canImport(UIKit)` or `DEBUG`.
    package var condition: SwiftExpression
    /// The declarations compiled when the condition holds.
    package var declarations: [Declaration]
    /// The declarations after `#else`; when empty, there is no `#else`.
    package var elseDeclarations: [Declaration]

    /// `#if condition`, the declarations, and `#else` with the others when there are any.
    package init(_ condition: SwiftExpression, _ declarations: [Declaration], else elseDeclarations: [Declaration] = []) {
        self.condition = condition
        self.declarations = declarations
        self.elseDeclarations = elseDeclarations
    }
}
