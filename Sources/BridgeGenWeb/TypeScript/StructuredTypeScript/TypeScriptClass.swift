/// `export class Name extends Base { members }`.
struct TypeScriptClass: Equatable, Sendable {
    /// Its JSDoc paragraphs.
    var doc: [String] = []
    var name: String
    /// The superclass, such as `BridgeClient<A, B>`.
    var superclass: TypeScriptType?
    var members: [TypeScriptClassMember]
}

/// A member of a class.
enum TypeScriptClassMember: Equatable, Sendable {
    /// `static readonly name: Type = value;`.
    case property(TypeScriptProperty)
    /// `constructor(…) { … }`.
    case constructor(doc: [String], parameters: [TypeScriptParameter], body: [TypeScriptStatement])
    /// `name(…): Type { … }`, after its overloads.
    case method(TypeScriptFunction)
}

/// A class property.
struct TypeScriptProperty: Equatable, Sendable {
    /// Its JSDoc paragraphs.
    var doc: [String] = []
    var isStatic = false
    var isReadonly = false
    var name: String
    var type: TypeScriptType?
    var value: TypeScriptExpression?
}
