import BridgeGenKit

/// `struct Name<Generics>: Conformances where Requirements { members }`.
package struct StructDeclaration: Equatable, Sendable {
    /// Markdown text for the `///` comment above it; the renderer wraps it. Nil for none.
    package var docComment: String?
    /// The attributes written above it, one a line, in order.
    package var attributes: [Attribute]
    /// Its access modifier: `.configurable` unless it must differ from the file's level.
    package var access: Access
    /// The struct's name, without backticks: the renderer adds them to a keyword.
    package var name: String
    /// Its generic parameters, as in `<T: Sendable>`.
    package var genericParameters: [GenericParameter]
    /// The protocols the struct conforms to, in order.
    package var conformances: [SwiftType]
    /// Generic requirements after `where`, such as `T: Equatable`.
    package var whereClause: [SwiftRequirement]
    /// Its members, in the order they are printed.
    package var members: [Declaration]

    /// A struct; only the name is required.
    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable, name: String,
        genericParameters: [GenericParameter] = [], conformances: [SwiftType] = [], whereClause: [SwiftRequirement] = [],
        members: [Declaration] = []
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.access = access
        self.name = name
        self.genericParameters = genericParameters
        self.conformances = conformances
        self.whereClause = whereClause
        self.members = members
    }
}
