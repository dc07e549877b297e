import BridgeGenKit

/// `init(parameters) async throws { body }`, possibly `convenience`, `override` or failable (`init?`).
package struct InitializerDeclaration: Equatable, Sendable {
    /// Markdown text for the `///` comment above it; the renderer wraps it. Nil for none.
    package var docComment: String?
    /// The attributes written above it, one a line, in order.
    package var attributes: [Attribute]
    /// Its access modifier: `.configurable` unless it must differ from the file's level.
    package var access: Access
    /// Whether it overrides the superclass's initializer with the same signature.
    package var isOverride: Bool
    /// Whether it is a class's `convenience` initializer, which delegates to another one.
    package var isConvenience: Bool
    /// Whether it may return nil: `init?`.
    package var isFailable: Bool
    /// Its generic parameters, such as `<Reader: JSONReading>`; empty for none.
    package var genericParameters: [GenericParameter]
    /// Its parameters, in order.
    package var parameters: [Parameter]
    /// Whether it is `async`.
    package var isAsync: Bool
    /// How it throws; nil when it does not.
    package var throwsClause: ThrowsClause?
    /// The statements; nil for a protocol requirement, which has no braces.
    package var body: CodeBlock?

    /// An initializer; `body` is nil only for a protocol requirement.
    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable,
        isOverride: Bool = false, isConvenience: Bool = false, isFailable: Bool = false,
        genericParameters: [GenericParameter] = [], parameters: [Parameter] = [], isAsync: Bool = false,
        throwsClause: ThrowsClause? = nil, body: CodeBlock?
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.access = access
        self.isOverride = isOverride
        self.isConvenience = isConvenience
        self.isFailable = isFailable
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.body = body
    }
}
