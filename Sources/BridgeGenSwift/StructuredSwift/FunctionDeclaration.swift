import BridgeGenKit

/// `func name<Generics>(parameters) async throws -> ReturnType where Requirements { body }`.
package struct FunctionDeclaration: Equatable, Sendable {
    /// Markdown text for the `///` comment above it; the renderer wraps it. Nil for none.
    package var docComment: String?
    /// Attributes such as `.discardableResult`.
    package var attributes: [Attribute]
    /// Its access modifier: `.configurable` unless it must differ from the file's level.
    package var access: Access
    /// Whether it overrides the superclass's method with the same signature.
    package var isOverride: Bool
    /// Whether it belongs to the type rather than to an instance: `static`.
    package var isStatic: Bool
    /// Whether it may change `self` in a value type.
    package var isMutating: Bool
    /// The function's name, without backticks: the renderer adds them to a keyword.
    package var name: String
    /// Its generic parameters, as in `<T: Sendable>`.
    package var genericParameters: [GenericParameter]
    /// Its parameters, in order.
    package var parameters: [Parameter]
    /// Whether it is `async`.
    package var isAsync: Bool
    /// How it throws; nil when it does not.
    package var throwsClause: ThrowsClause?
    /// The result type; nil for `Void`, which swift-format wants left out.
    package var returnType: SwiftType?
    /// Generic requirements after `where`, such as `T: Decodable`.
    package var whereClause: [SwiftRequirement]
    /// The statements; nil for a protocol requirement, which has no braces.
    package var body: CodeBlock?

    /// A function; `body` is nil only for a protocol requirement.
    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable,
        isOverride: Bool = false, isStatic: Bool = false, isMutating: Bool = false, name: String,
        genericParameters: [GenericParameter] = [], parameters: [Parameter] = [], isAsync: Bool = false,
        throwsClause: ThrowsClause? = nil, returnType: SwiftType? = nil, whereClause: [SwiftRequirement] = [], body: CodeBlock?
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.access = access
        self.isOverride = isOverride
        self.isStatic = isStatic
        self.isMutating = isMutating
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.returnType = returnType
        self.whereClause = whereClause
        self.body = body
    }
}
