import BridgeGenKit

/// A statement of a body.
package enum SwiftStatement: Equatable, Sendable {
    /// A value, such as a call: the last of a getter's is what it returns.
    case expression(SwiftExpression)
    /// `let name: Type = value`, or `var name: Type` without a value.
    case variable(PropertyDeclaration.Binding, String, type: SwiftType?, value: SwiftExpression?)
    /// `target = value`.
    case assignment(SwiftExpression, SwiftExpression)
    /// `return value`, or `return`.
    case `return`(SwiftExpression?)
    /// `throw error`.
    case `throw`(SwiftExpression)
    /// `if conditions { then } else { otherwise }`.
    case `if`([SwiftCondition], then: CodeBlock, else: CodeBlock?)
    /// `guard conditions else { body }`.
    case `guard`([SwiftCondition], else: CodeBlock)
    /// `while conditions { body }`.
    case `while`([SwiftCondition], CodeBlock)
    /// `switch subject { cases }`.
    case `switch`(SwiftExpression, [SwiftSwitchCase])
}

/// A condition of `if`, `guard` or `while`.
package enum SwiftCondition: Equatable, Sendable {
    /// A Boolean value.
    case expression(SwiftExpression)
    /// `let name = value`, or `let (a, b) = value` for several names: an optional unwrapped.
    case optionalBinding([String], SwiftExpression)
    /// `case pattern = value`.
    case pattern(SwiftPattern, SwiftExpression)
}

/// A pattern of a `switch` case or a `case` condition.
package enum SwiftPattern: Equatable, Sendable {
    /// `.name`, or `.name(let a, let b)` binding the associated values; a binding `_` matches
    /// without binding.
    case enumCase(String, bindings: [String])
    /// A value to compare with, such as a string literal.
    case value(SwiftExpression)
}

/// A case of a `switch`: `case patterns:` or, without patterns, `default:`; then its statements.
package struct SwiftSwitchCase: Equatable, Sendable {
    /// The patterns, any of which matches; empty for `default`.
    package var patterns: [SwiftPattern]
    /// The statements.
    package var body: CodeBlock

    /// `case patterns:`, or `default:` without patterns.
    package init(_ patterns: [SwiftPattern], _ body: CodeBlock) {
        self.patterns = patterns
        self.body = body
    }
}
