/// Declarations compiled only when a condition holds: `#if condition … #else … #endif`.
package struct IfConfigDeclaration: Equatable, Sendable {
    /// The condition after `#if`, such as `canImport(UIKit)` or `DEBUG`.
    package var condition: String
    package var declarations: [Declaration]
    /// The declarations after `#else`; when empty, there is no `#else`.
    package var elseDeclarations: [Declaration]

    package init(_ condition: String, _ declarations: [Declaration], else elseDeclarations: [Declaration] = []) {
        self.condition = condition
        self.declarations = declarations
        self.elseDeclarations = elseDeclarations
    }
}
