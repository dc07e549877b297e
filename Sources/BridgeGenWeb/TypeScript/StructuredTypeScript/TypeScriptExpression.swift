/// A TypeScript expression, as a tree: the renderer decides parentheses, quoting and line breaks.
indirect enum TypeScriptExpression: Equatable, Sendable {
    /// A name in scope: `value`, `this`, `super`.
    case identifier(String)
    /// A string literal.
    case string(String)
    /// An integer literal.
    case integer(Int)
    /// A number literal.
    case number(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// `base.name`, or `base["name"]` when the name is not an identifier.
    case member(TypeScriptExpression, String)
    /// `base[index]`.
    case element(TypeScriptExpression, TypeScriptExpression)
    /// `callee(arguments)`.
    case call(TypeScriptExpression, [TypeScriptExpression])
    /// `new Type(arguments)`.
    case new(TypeScriptExpression, [TypeScriptExpression])
    /// `[elements]`.
    case array([TypeScriptExpression])
    /// `...value`, in an array or an object.
    case spread(TypeScriptExpression)
    /// `{ members }`: on one line, or `expanded` with a member per line.
    case object([TypeScriptObjectMember], expanded: Bool)
    /// `left operator right`.
    case binary(TypeScriptExpression, TypeScriptOperator, TypeScriptExpression)
    /// `value as Type`.
    case cast(TypeScriptExpression, TypeScriptType)
    /// `value as const`.
    case asConst(TypeScriptExpression)
    /// `(parameters) => value`: an arrow function returning a value.
    case arrow([String], TypeScriptExpression)
}

/// A binary operator, from the most to the least tightly binding.
enum TypeScriptOperator: String, Equatable, Sendable {
    case instanceOf = "instanceof"
    case strictEqual = "==="
    case strictNotEqual = "!=="
    case and = "&&"
    case or = "||"
}

/// A member of an object literal.
enum TypeScriptObjectMember: Equatable, Sendable {
    /// `key: value`, with its JSDoc.
    case property(doc: [String], key: TypeScriptPropertyKey, value: TypeScriptExpression)
    /// `name`, for `name: name`.
    case shorthand(String)
    /// `...value`.
    case spread(TypeScriptExpression)
}
