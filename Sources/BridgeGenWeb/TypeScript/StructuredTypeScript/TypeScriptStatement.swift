/// A statement of a function's or a method's body.
indirect enum TypeScriptStatement: Equatable, Sendable {
    /// `const name: Type = value;`.
    case constant(name: String, type: TypeScriptType?, value: TypeScriptExpression)
    /// `target = value;`.
    case assignment(TypeScriptExpression, TypeScriptExpression)
    /// `value;`, such as a call.
    case expression(TypeScriptExpression)
    /// `return value;`.
    case `return`(TypeScriptExpression)
    /// `if (condition) { body }`.
    case `if`(TypeScriptExpression, [TypeScriptStatement])
}
