/// `enum Name: RawType, Conformances { cases and members }`.
package struct EnumDeclaration: Equatable, Sendable {
    package var docComment: String?
    package var attributes: [Attribute]
    package var access: Access
    /// Whether the enum is `indirect`, for cases that contain the enum itself.
    package var isIndirect: Bool
    package var name: String
    package var genericParameters: [GenericParameter]
    /// The inheritance clause in order: the raw type, if any, comes first, then the protocols.
    package var conformances: [String]
    /// The cases (`.enumCase`) and any other members, in the order they are printed.
    package var members: [Declaration]

    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable,
        isIndirect: Bool = false, name: String, genericParameters: [GenericParameter] = [],
        conformances: [String] = [], members: [Declaration] = []
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.access = access
        self.isIndirect = isIndirect
        self.name = name
        self.genericParameters = genericParameters
        self.conformances = conformances
        self.members = members
    }
}
