/// A Kotlin expression. Translations build them; only the renderer spells them, escaping names and
/// quoting literals, and adding the parentheses an operand needs.
package indirect enum KotlinExpression: Sendable {
    /// A name in scope: a variable, a parameter, a type, an object.
    case name(String)
    /// A class named with type arguments, to call its constructor: `BridgeSlot<A, B>`.
    case generic(String, [KotlinType])
    /// `this`.
    case this
    /// A string literal of this text.
    case string(String)
    /// A `Long` literal: `20L`.
    case long(Int)
    /// An `Int` literal.
    case int(Int)
    /// A `Double` literal.
    case double(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// `null`.
    case null
    /// `base.name`, or `base?.name` when `isSafe`.
    case member(KotlinExpression, String, isSafe: Bool)
    /// A call, with a trailing lambda if given: `f(a, b) { x -> … }`.
    case call(KotlinExpression, [KotlinExpression], trailing: KotlinLambda?)
    /// A named argument inside a call: `name = value`.
    case namedArgument(String, KotlinExpression)
    /// A lambda: `{ a, b -> statements }`.
    case lambda(KotlinLambda)
    /// `left op right`, for `==`, `||`, `&&`, `?:`.
    case binary(KotlinExpression, String, KotlinExpression)
    /// `when (subject) { conditions -> result … else -> fallback }`.
    case when(subject: KotlinExpression?, [KotlinWhenBranch], fallback: KotlinExpression?)
    /// `if (condition) then else otherwise`.
    case ifElse(KotlinExpression, KotlinExpression, KotlinExpression)
    /// `throw value`, an expression of type `Nothing`.
    case throwing(KotlinExpression)
    /// `Type::class`.
    case classLiteral(String)
    /// `name = value`, the statement of a `when` branch.
    case assignment(String, KotlinExpression)
    /// `return value`, an expression of type `Nothing`, as a `when` branch's.
    case returning(KotlinExpression)
}

/// A lambda's parameters and statements; its last expression statement is its value.
package struct KotlinLambda: Sendable {
    package var parameters: [String]
    package var statements: [KotlinStatement]

    package init(_ parameters: [String], _ statements: [KotlinStatement]) {
        self.parameters = parameters
        self.statements = statements
    }
}

/// One branch of `when`: any of its conditions gives its result.
package struct KotlinWhenBranch: Sendable {
    package var conditions: [KotlinExpression]
    package var result: KotlinExpression

    package init(_ conditions: [KotlinExpression], _ result: KotlinExpression) {
        self.conditions = conditions
        self.result = result
    }
}

/// A statement of a function's or a lambda's body.
package indirect enum KotlinStatement: Sendable {
    case expression(KotlinExpression)
    /// `val name: Type = value` (the type when given).
    case value(String, KotlinType?, KotlinExpression)
    /// `return value`.
    case returning(KotlinExpression?)
    /// `if (condition) { then }`.
    case ifThen(KotlinExpression, [KotlinStatement])
    /// `var name: Type = value`.
    case variable(String, KotlinType, KotlinExpression)
    /// `while (true) { body }`, which a `return` in the body leaves.
    case loop([KotlinStatement])
}
