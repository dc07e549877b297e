/// `struct Name<Generics>: Conformances where Requirements { members }`.
package struct StructDeclaration: Equatable, Sendable {
    package var docComment: String?
    package var attributes: [Attribute]
    package var access: Access
    package var name: String
    package var genericParameters: [GenericParameter]
    /// The protocols the struct conforms to, as source text, in order.
    package var conformances: [String]
    /// Generic requirements after `where`, as source text such as `T: Equatable`.
    package var whereClause: [String]
    package var members: [Declaration]

    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable, name: String,
        genericParameters: [GenericParameter] = [], conformances: [String] = [], whereClause: [String] = [],
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
