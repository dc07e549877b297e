/// `final class Name: Superclass, Conformances { members }`.
package struct ClassDeclaration: Equatable, Sendable {
    package var docComment: String?
    /// Attributes such as `.mainActor`.
    package var attributes: [Attribute]
    package var access: Access
    /// Whether the class is `final`; generated classes are, unless they exist to be subclassed.
    package var isFinal: Bool
    package var name: String
    package var genericParameters: [GenericParameter]
    /// The class it inherits from, written before the conformances.
    package var superclass: String?
    /// The protocols the class conforms to, as source text, in order.
    package var conformances: [String]
    package var members: [Declaration]

    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable, isFinal: Bool = true,
        name: String, genericParameters: [GenericParameter] = [], superclass: String? = nil,
        conformances: [String] = [], members: [Declaration] = []
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.access = access
        self.isFinal = isFinal
        self.name = name
        self.genericParameters = genericParameters
        self.superclass = superclass
        self.conformances = conformances
        self.members = members
    }
}
