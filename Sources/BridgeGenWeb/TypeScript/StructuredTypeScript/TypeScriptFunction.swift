/// A function declaration or a method: its overloads' signatures, then its implementation.
struct TypeScriptFunction: Equatable, Sendable {
    /// Its JSDoc paragraphs.
    var doc: [String] = []
    /// Whether the module exports it; methods are never exported.
    var isExported = true
    var name: String
    /// The signatures callers see, each without a body; empty when the implementation's is the only one.
    var overloads: [TypeScriptSignature] = []
    /// The implementation's signature.
    var signature: TypeScriptSignature
    var body: [TypeScriptStatement]
}

/// Generic parameters, parameters and a return type: `<T extends U>(a: A, b?: B): R`.
struct TypeScriptSignature: Equatable, Sendable {
    var genericParameters: [TypeScriptGenericParameter] = []
    var parameters: [TypeScriptParameter]
    /// Nil for a constructor.
    var returnType: TypeScriptType?
}

/// `Name extends Constraint`.
struct TypeScriptGenericParameter: Equatable, Sendable {
    var name: String
    var constraint: TypeScriptType?
}

/// `name?: Type = value`, or `...name: Type`.
struct TypeScriptParameter: Equatable, Sendable {
    var name: String
    /// The declared type; nil to infer it from the default value.
    var type: TypeScriptType?
    /// Whether a caller may leave it out (`name?`) without a default.
    var isOptional = false
    /// Whether it collects the remaining arguments (`...name`).
    var isRest = false
    var defaultValue: TypeScriptExpression?
}
