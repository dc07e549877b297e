/// `typealias Name = ExistingType`.
package struct TypeAliasDeclaration: Equatable, Sendable {
    /// Markdown text for the `///` comment above it; the renderer wraps it. Nil for none.
    package var docComment: String?
    /// The attributes written above it, one a line, in order.
    package var attributes: [Attribute]
    /// Its access modifier: `.configurable` unless it must differ from the file's level.
    package var access: Access
    /// The alias's name, without backticks: the renderer adds them to a keyword.
    package var name: String
    /// The aliased type as source text.
    package var existingType: String

    /// An alias of `existingType`.
    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable, name: String,
        existingType: String
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.access = access
        self.name = name
        self.existingType = existingType
    }
}
