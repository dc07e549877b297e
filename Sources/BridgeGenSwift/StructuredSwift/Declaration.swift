import BridgeGenKit

/// A declaration in a file or in a type's body; the node of the structured Swift tree.
///
/// Every kind that can carry a doc comment stores it as plain text: the renderer prefixes `///`, keeps
/// paragraphs and lists, and wraps long lines, so translations pass the spec's descriptions as they are.
package enum Declaration: Equatable, Sendable {
    /// `struct Name { … }`.
    case `struct`(StructDeclaration)
    /// `final class Name: Superclass { … }`.
    case `class`(ClassDeclaration)
    /// `enum Name: String { … }`.
    case `enum`(EnumDeclaration)
    /// `protocol Name { … }`.
    case `protocol`(ProtocolDeclaration)
    /// `extension Type { … }`.
    case `extension`(ExtensionDeclaration)
    /// `typealias Name = Type`.
    case `typealias`(TypeAliasDeclaration)
    /// `let name: Type`, `var name: Type { … }` or `var name: Type { get }`.
    case property(PropertyDeclaration)
    /// `init(…) { … }`.
    case initializer(InitializerDeclaration)
    /// `func name(…) -> Type { … }`.
    case function(FunctionDeclaration)
    /// `case name`, with a raw value or associated values; only inside an enum.
    case enumCase(EnumCaseDeclaration)
    /// Declarations compiled only under a condition: `#if … #else … #endif`.
    case ifConfig(IfConfigDeclaration)
    /// A `// MARK: title` comment that names the section of declarations after it.
    case mark(String)
}
