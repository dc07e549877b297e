/// A declaration in a file or in a type's body; the node of the structured Swift tree.
///
/// Every kind that can carry a doc comment stores it as plain text: the renderer prefixes `///`, keeps
/// paragraphs and lists, and wraps long lines, so translations pass the spec's descriptions as they are.
package enum Declaration: Equatable, Sendable {
    case `struct`(StructDeclaration)
    case `class`(ClassDeclaration)
    case `enum`(EnumDeclaration)
    case `protocol`(ProtocolDeclaration)
    case `extension`(ExtensionDeclaration)
    case `typealias`(TypeAliasDeclaration)
    case property(PropertyDeclaration)
    case initializer(InitializerDeclaration)
    case function(FunctionDeclaration)
    case enumCase(EnumCaseDeclaration)
    /// Declarations compiled only under a condition: `#if … #else … #endif`.
    case ifConfig(IfConfigDeclaration)
    /// A `// MARK: title` comment that names the section of declarations after it.
    case mark(String)
}
