import BridgeGenKit

/// `extension Type: Conformances where Requirements { members }`.
///
/// It has no access modifier on purpose: swift-format's `NoAccessLevelOnExtensionDeclaration` asks for
/// the modifier on each member instead, which is where `.configurable` puts it.
package struct ExtensionDeclaration: Equatable, Sendable {
    /// Markdown text for the `///` comment above it; the renderer wraps it. Nil for none.
    package var docComment: String?
    /// The attributes written above it, one a line, in order.
    package var attributes: [Attribute]
    /// The extended type, such as `Array`.
    package var extendedType: SwiftType
    /// The protocols the extension adds conformance to, in order.
    package var conformances: [SwiftType]
    /// Generic requirements after `where`, such as `Element: Sendable`.
    package var whereClause: [SwiftRequirement]
    /// Its members, in the order they are printed.
    package var members: [Declaration]

    /// An extension of `extendedType`.
    package init(
        docComment: String? = nil, attributes: [Attribute] = [], extendedType: SwiftType, conformances: [SwiftType] = [],
        whereClause: [SwiftRequirement] = [], members: [Declaration] = []
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.extendedType = extendedType
        self.conformances = conformances
        self.whereClause = whereClause
        self.members = members
    }
}
