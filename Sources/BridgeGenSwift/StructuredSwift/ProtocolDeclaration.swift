import BridgeGenKit

/// `protocol Name: Inherited { requirements }`.
///
/// Its members are requirements: properties with `.requirement` values, and functions and initializers
/// without bodies. The renderer gives them no access modifier when they say `.configurable`, because Swift
/// forbids one there.
package struct ProtocolDeclaration: Equatable, Sendable {
    /// Markdown text for the `///` comment above it; the renderer wraps it. Nil for none.
    package var docComment: String?
    /// The attributes written above it, one a line, in order.
    package var attributes: [Attribute]
    /// Its access modifier: `.configurable` unless it must differ from the file's level.
    package var access: Access
    /// The protocol's name, without backticks: the renderer adds them to a keyword.
    package var name: String
    /// The protocols it inherits from, in order.
    package var conformances: [SwiftType]
    /// Its members, in the order they are printed.
    package var members: [Declaration]

    /// A protocol; only the name is required.
    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable, name: String,
        conformances: [SwiftType] = [], members: [Declaration] = []
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.access = access
        self.name = name
        self.conformances = conformances
        self.members = members
    }
}
