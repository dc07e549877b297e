import BridgeGenKit

/// `final class Name: Superclass, Conformances { members }`.
package struct ClassDeclaration: Equatable, Sendable {
    /// Markdown text for the `///` comment above it; the renderer wraps it. Nil for none.
    package var docComment: String?
    /// Attributes such as `.mainActor`.
    package var attributes: [Attribute]
    /// Its access modifier: `.configurable` unless it must differ from the file's level.
    package var access: Access
    /// Whether the class is `final`; generated classes are, unless they exist to be subclassed.
    package var isFinal: Bool
    /// The class's name, without backticks: the renderer adds them to a keyword.
    package var name: String
    /// Its generic parameters, as in `<T: Sendable>`.
    package var genericParameters: [GenericParameter]
    /// The class it inherits from, written before the conformances.
    package var superclass: SwiftType?
    /// The protocols the class conforms to, in order.
    package var conformances: [SwiftType]
    /// Its members, in the order they are printed.
    package var members: [Declaration]

    /// A class, `final` unless told otherwise; only the name is required.
    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable, isFinal: Bool = true,
        name: String, genericParameters: [GenericParameter] = [], superclass: SwiftType? = nil,
        conformances: [SwiftType] = [], members: [Declaration] = []
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
