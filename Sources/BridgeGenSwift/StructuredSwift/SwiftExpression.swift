import BridgeGenKit

/// A Swift expression as a tree: names, literals, member access, calls, operators. The renderer
/// spells it: backticks around keywords, quotes and escapes in literals, the parentheses operator
/// precedence needs, and line breaks where a line would be too long.
package enum SwiftExpression: Equatable, Sendable {
    /// A declared name: a property, a parameter, a local, a type. The renderer puts a keyword in
    /// backticks.
    case identifier(String)
    /// `self`, `Self`, `super`, `nil` or `_`.
    case keyword(SwiftKeyword)
    /// A string literal; the renderer quotes and escapes it.
    case string(String)
    /// An integer literal.
    case integer(Int)
    /// A floating-point literal.
    case double(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// `.name`: a member of the type the context expects, such as an enum case.
    case implicitMember(String)
    /// `.init`: the initializer of the type the context expects, to call.
    case implicitInitializer
    /// `base.name`.
    indirect case member(SwiftExpression, String)
    /// `base.init`: an initializer, to call (`self.init(…)`, `super.init(…)`).
    indirect case initializer(SwiftExpression)
    /// `base?`, before a member or a call: optional chaining.
    indirect case optionalChain(SwiftExpression)
    /// `callee(label: value, …) { closure }`.
    indirect case call(SwiftExpression, [SwiftArgument], trailingClosure: SwiftClosure?)
    /// `callee(arguments)` on the lines its author grouped the arguments into: one group is the
    /// whole call on one line, however long; more put each group on a line of its own. For the few
    /// calls whose hand-made layout the output keeps, where the renderer's own would differ.
    indirect case groupedCall(SwiftExpression, [[SwiftArgument]])
    /// `base[argument, …]`.
    indirect case `subscript`(SwiftExpression, [SwiftArgument])
    /// `base.name(label:…)`: a function named with its argument labels, as a value.
    indirect case functionReference(SwiftExpression, name: String, labels: [String])
    /// `try value`.
    indirect case `try`(SwiftExpression)
    /// `left operator right`.
    indirect case binary(SwiftExpression, SwiftOperator, SwiftExpression)
    /// `!value` or `&value`.
    indirect case prefix(SwiftPrefixOperator, SwiftExpression)
    /// `(value)`, where the author groups for the reader; the renderer adds the parentheses
    /// precedence needs by itself.
    indirect case parenthesized(SwiftExpression)
    /// `(a, label: b)`.
    case tuple([SwiftArgument])
    /// `[a, b]`: on one line when it fits, or `expanded`, an element per line.
    case array([SwiftExpression], expanded: Bool)
    /// `[key: value]`, `[:]` when empty: on one line when it fits, or `expanded`, an entry per line.
    case dictionary([SwiftDictionaryEntry], expanded: Bool)
    /// A type used as a value, such as the callee of `BridgeSlot<A, B>(…)`.
    case type(SwiftType)
    /// `Type.self`.
    case metatype(SwiftType)
    /// `{ parameters in statements }`.
    case closure(SwiftClosure)
    /// `if condition { value } else { value }`, on one line.
    indirect case ifExpression(SwiftCondition, then: SwiftExpression, else: SwiftExpression)

}

/// The keywords that stand for a value or a type.
package enum SwiftKeyword: String, Equatable, Sendable {
    case `self`
    case selfType = "Self"
    case `super`
    case `nil`
    /// `_`, the value nothing keeps: `_ = value`.
    case wildcard = "_"
}

/// An argument of a call, a subscript or an element of a tuple: `label: value`, or `value`.
package struct SwiftArgument: Equatable, Sendable {
    /// The label, or nil for none.
    package var label: String?
    /// The value.
    package var value: SwiftExpression

    /// `label: value`.
    package init(_ label: String, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    /// `value`, without a label.
    package init(_ value: SwiftExpression) {
        self.label = nil
        self.value = value
    }
}

/// `key: value` in a dictionary literal.
package struct SwiftDictionaryEntry: Equatable, Sendable {
    package var key: SwiftExpression
    package var value: SwiftExpression

    package init(_ key: SwiftExpression, _ value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}

/// A closure: `{ parameters in statements }`.
package struct SwiftClosure: Equatable, Sendable {
    /// The parameters' names; `_` for one the body ignores.
    package var parameters: [String]
    /// The statements.
    package var body: CodeBlock

    package init(parameters: [String] = [], body: CodeBlock) {
        self.parameters = parameters
        self.body = body
    }
}

/// A binary operator, with Swift's precedence and associativity.
package enum SwiftOperator: String, Equatable, Sendable {
    case multiply = "*"
    case divide = "/"
    case add = "+"
    case nilCoalescing = "??"
    case equal = "=="
    case notEqual = "!="
    case identical = "==="
    case and = "&&"
    case or = "||"

    /// How tightly it binds: higher binds tighter.
    package var precedence: Int {
        switch self {
        case .multiply, .divide: 5
        case .add: 4
        case .nilCoalescing: 3
        case .equal, .notEqual, .identical: 2
        case .and: 1
        case .or: 0
        }
    }

    /// Whether a chain of it groups from the right: `a ?? b ?? c` is `a ?? (b ?? c)`.
    package var isRightAssociative: Bool { self == .nilCoalescing }
}

/// A prefix operator.
package enum SwiftPrefixOperator: String, Equatable, Sendable {
    /// `!value`.
    case not = "!"
    /// `&value`, passing a variable to an `inout` parameter.
    case `inout` = "&"
}
