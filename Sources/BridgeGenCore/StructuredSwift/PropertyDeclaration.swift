/// A stored or computed property, or a property requirement of a protocol.
package struct PropertyDeclaration: Equatable, Sendable {
    /// `let` or `var`.
    package enum Binding: String, Equatable, Sendable {
        case `let`
        case `var`
    }

    /// Where the property's value comes from.
    package enum Value: Equatable, Sendable {
        /// A stored property with an optional initial value as source text: `let name: Type = value`.
        case stored(Binding, initialValue: String? = nil)
        /// A read-only computed property: `var name: Type { body }`.
        case computed(CodeBlock)
        /// A protocol requirement: `var name: Type { get }`, or `{ get set }` when settable.
        case requirement(isSettable: Bool)
    }

    package var docComment: String?
    package var attributes: [Attribute]
    package var access: Access
    /// A more restrictive setter access, printed as `private(set)`.
    package var setterAccess: AccessModifier?
    package var isStatic: Bool
    /// Whether the reference is `weak`; only for a stored `var` of optional class type.
    package var isWeak: Bool
    package var name: String
    /// The type as source text; it may be nil only for a stored property with an initial value.
    package var type: String?
    package var value: Value

    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable,
        setterAccess: AccessModifier? = nil, isStatic: Bool = false, isWeak: Bool = false, name: String,
        type: String?, value: Value = .stored(.let)
    ) {
        self.docComment = docComment
        self.attributes = attributes
        self.access = access
        self.setterAccess = setterAccess
        self.isStatic = isStatic
        self.isWeak = isWeak
        self.name = name
        self.type = type
        self.value = value
    }
}
