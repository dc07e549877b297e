/// `protocol Name: Inherited { requirements }`.
///
/// Its members are requirements: properties with `.requirement` values, and functions and initializers
/// without bodies. The renderer gives them no access modifier when they say `.configurable`, because Swift
/// forbids one there.
package struct ProtocolDeclaration: Equatable, Sendable {
    package var docComment: String?
    package var attributes: [Attribute]
    package var access: Access
    package var name: String
    /// The protocols it inherits from, as source text, in order.
    package var conformances: [String]
    package var members: [Declaration]

    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable, name: String,
        conformances: [String] = [], members: [Declaration] = []
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.access = access
        self.name = name
        self.conformances = conformances
        self.members = members
    }
}
