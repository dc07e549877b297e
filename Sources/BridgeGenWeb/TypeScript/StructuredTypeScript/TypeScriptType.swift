/// A TypeScript type, as a tree: the renderer decides where parentheses go and where long types
/// break across lines.
indirect enum TypeScriptType: Equatable, Sendable {
    /// A type by name: `string`, `JSONValue`, `Action`.
    case name(String)
    /// A string literal type: `"BUSY"`.
    case stringLiteral(String)
    /// A generic type applied to arguments: `Promise<T>`.
    case generic(String, [TypeScriptType])
    /// An array of elements: `T[]`, or `Array<T>` where that reads better.
    case array(TypeScriptType)
    /// `A | B`.
    case union([TypeScriptType])
    /// `A & B`.
    case intersection([TypeScriptType])
    /// `{ members }`: on one line, or `expanded` with a member per line, as the author of a prettier
    /// source chooses by a line break after the brace.
    case object([TypeScriptTypeMember], expanded: Bool)
    /// `typeof value`.
    case typeOf(String)
    /// `keyof T`.
    case keyOf(TypeScriptType)
    /// `T[K]`.
    case indexedAccess(TypeScriptType, TypeScriptType)
    /// `Check extends Extends ? Then : Else`.
    case conditional(check: TypeScriptType, extends: TypeScriptType, then: TypeScriptType, else: TypeScriptType)
    /// `[name?: T, …]`.
    case tuple([TypeScriptTupleElement])
    /// `(parameters) => Returned`.
    case function([TypeScriptParameter], returns: TypeScriptType)
    /// `parameter is T`, as a function's return type.
    case predicate(String, TypeScriptType)
}

/// An element of a tuple type: `name?: T`.
struct TypeScriptTupleElement: Equatable, Sendable {
    var name: String
    var isOptional = false
    var type: TypeScriptType
}

/// A member of an interface or an object type.
enum TypeScriptTypeMember: Equatable, Sendable {
    /// `readonly key?: Type;`, with its JSDoc.
    case property(doc: [String], key: TypeScriptPropertyKey, isOptional: Bool, type: TypeScriptType, isReadonly: Bool = false)
    /// `readonly [name: Key]: Value;`.
    case indexSignature(name: String, key: TypeScriptType, value: TypeScriptType, isReadonly: Bool)
    /// `[Name in Keys]?: Value;`.
    case mapped(name: String, keys: TypeScriptType, isOptional: Bool, value: TypeScriptType)
}

/// The key of a property, in a type or an object literal.
enum TypeScriptPropertyKey: Equatable, Sendable {
    /// The name itself where it is an identifier, otherwise a string literal.
    case name(String)
    /// Always a string literal, as the maps keyed by wire names write their keys.
    case string(String)
}
