import BridgeGenKit

/// `enum Name: RawType, Conformances { cases and members }`.
package struct EnumDeclaration: Equatable, Sendable {
    /// Markdown text for the `///` comment above it; the renderer wraps it. Nil for none.
    package var docComment: String?
    /// The attributes written above it, one a line, in order.
    package var attributes: [Attribute]
    /// Its access modifier: `.configurable` unless it must differ from the file's level.
    package var access: Access
    /// Whether the enum is `indirect`, for cases that contain the enum itself.
    package var isIndirect: Bool
    /// The enum's name, without backticks: the renderer adds them to a keyword.
    package var name: String
    /// Its generic parameters, as in `<T: Sendable>`.
    package var genericParameters: [GenericParameter]
    /// The inheritance clause in order: the raw type, if any, comes first, then the protocols.
    package var conformances: [SwiftType]
    /// The cases (`.enumCase`) and any other members, in the order they are printed.
    package var members: [Declaration]

    /// An enum; only the name is required.
    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable,
        isIndirect: Bool = false, name: String, genericParameters: [GenericParameter] = [],
        conformances: [SwiftType] = [], members: [Declaration] = []
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
