/// `init(parameters) async throws { body }`, possibly `convenience`, `override` or failable (`init?`).
package struct InitializerDeclaration: Equatable, Sendable {
    package var docComment: String?
    package var attributes: [Attribute]
    package var access: Access
    /// Whether it overrides the superclass's initializer with the same signature.
    package var isOverride: Bool
    package var isConvenience: Bool
    /// Whether it may return nil: `init?`.
    package var isFailable: Bool
    package var parameters: [Parameter]
    package var isAsync: Bool
    package var throwsClause: ThrowsClause?
    /// The statements; nil for a protocol requirement, which has no braces.
    package var body: CodeBlock?

    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable,
        isOverride: Bool = false, isConvenience: Bool = false, isFailable: Bool = false,
        parameters: [Parameter] = [], isAsync: Bool = false, throwsClause: ThrowsClause? = nil, body: CodeBlock?
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.access = access
        self.isOverride = isOverride
        self.isConvenience = isConvenience
        self.isFailable = isFailable
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.body = body
    }
}
