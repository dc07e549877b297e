import BridgeGenKit

/// `typealias Name<Parameters> = ExistingType where Requirements`.
package struct TypeAliasDeclaration: Equatable, Sendable {
    /// Markdown text for the `///` comment above it; the renderer wraps it. Nil for none.
    package var docComment: String?
    /// The attributes written above it, one a line, in order.
    package var attributes: [Attribute]
    /// Its access modifier: `.configurable` unless it must differ from the file's level.
    package var access: Access
    /// The alias's name, without backticks: the renderer adds them to a keyword.
    package var name: String
    /// The generic parameters of a generic alias, in order; empty for a plain alias.
    package var genericParameters: [GenericParameter]
    /// The aliased type.
    package var existingType: SwiftType
    /// Requirements on the generic parameters, such as `Outcome.Shared == Result`.
    package var whereClause: [SwiftRequirement]

    /// An alias of `existingType`.
    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable, name: String,
        genericParameters: [GenericParameter] = [], existingType: SwiftType, whereClause: [SwiftRequirement] = []
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.access = access
        self.name = name
        self.genericParameters = genericParameters
        self.existingType = existingType
        self.whereClause = whereClause
    }
}
