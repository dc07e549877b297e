/// `typealias Name = ExistingType`.
package struct TypeAliasDeclaration: Equatable, Sendable {
    package var docComment: String?
    package var attributes: [Attribute]
    package var access: Access
    package var name: String
    /// The aliased type as source text.
    package var existingType: String

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
