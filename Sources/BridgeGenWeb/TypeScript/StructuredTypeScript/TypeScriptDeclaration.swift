/// A declaration of a module: the node of the structured TypeScript tree.
///
/// Declarations that editors show carry JSDoc as paragraphs of plain text; the renderer wraps them.
enum TypeScriptDeclaration: Equatable, Sendable {
    /// `// MARK: title`, opening a section of the module, as the Swift output marks its sections.
    case mark(String)
    /// `// comment` lines, then `export * from "module";` for each module.
    case reexports(comment: [String], modules: [String])
    /// `export const name: Type = value;`.
    case constant(TypeScriptConstant)
    /// `export type Name<…> = Type;`.
    case typeAlias(TypeScriptTypeAlias)
    /// `export interface Name { … }`.
    case interface(TypeScriptInterface)
    /// `export function name(…): Type { … }`, after its overloads.
    case function(TypeScriptFunction)
    /// `export class Name extends Base { … }`.
    case `class`(TypeScriptClass)
}

/// `export const name: Type = value;`.
struct TypeScriptConstant: Equatable, Sendable {
    /// Its JSDoc paragraphs.
    var doc: [String] = []
    /// Whether the module exports it.
    var isExported = true
    var name: String
    /// The declared type; nil to let TypeScript infer it.
    var type: TypeScriptType?
    var value: TypeScriptExpression
}

/// `export type Name<Parameters> = Type;`.
struct TypeScriptTypeAlias: Equatable, Sendable {
    /// Its JSDoc paragraphs.
    var doc: [String] = []
    var name: String
    var genericParameters: [TypeScriptGenericParameter] = []
    var type: TypeScriptType
}

/// `export interface Name { members }`.
struct TypeScriptInterface: Equatable, Sendable {
    /// Its JSDoc paragraphs.
    var doc: [String] = []
    var name: String
    var members: [TypeScriptTypeMember]
}
