import BridgeGenKit

/// A stored or computed property, or a property requirement of a protocol.
package struct PropertyDeclaration: Equatable, Sendable {
    /// `let` or `var`.
    package enum Binding: String, Equatable, Sendable {
        /// A constant.
        case `let`
        /// A variable.
        case `var`
    }

    /// Where the property's value comes from.
    package enum Value: Equatable, Sendable {
        /// A stored property with an optional initial value: `let name: Type = value`.
        case stored(Binding, initialValue: SwiftExpression? = nil)
        /// A stored `var` that runs `didSet` after every change: `var name: Type { didSet { body } }`.
        case observed(didSet: CodeBlock)
        /// A computed property with a getter and a setter: `var name: Type { get { … } set { … } }`.
        case accessors(get: CodeBlock, set: CodeBlock)
        /// A read-only computed property: `var name: Type { body }`.
        case computed(CodeBlock)
        /// A protocol requirement: `var name: Type { get }`, or `{ get set }` when settable.
        case requirement(isSettable: Bool)
    }

    /// Markdown text for the `///` comment above it; the renderer wraps it. Nil for none.
    package var docComment: String?
    /// The attributes written above it, one a line, in order.
    package var attributes: [Attribute]
    /// Its access modifier: `.configurable` unless it must differ from the file's level.
    package var access: Access
    /// A more restrictive setter access, printed as `private(set)`.
    package var setterAccess: AccessModifier?
    /// Whether it belongs to the type rather than to an instance: `static`.
    package var isStatic: Bool
    /// Whether the reference is `weak`; only for a stored `var` of optional class type.
    package var isWeak: Bool
    /// The property's name, without backticks: the renderer adds them to a keyword.
    package var name: String
    /// The type; it may be nil only for a stored property with an initial value.
    package var type: SwiftType?
    /// Whether it is stored, computed or required, with its initial value or getter.
    package var value: Value

    /// A property; without a `value`, a stored `let`.
    package init(
        docComment: String? = nil, attributes: [Attribute] = [], access: Access = .configurable,
        setterAccess: AccessModifier? = nil, isStatic: Bool = false, isWeak: Bool = false, name: String,
        type: SwiftType?, value: Value = .stored(.let)
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
