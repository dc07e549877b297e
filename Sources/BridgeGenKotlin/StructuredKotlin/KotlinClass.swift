/// A class, interface or object, with what Kotlin writes before `class` (`data`, `enum`, `value`,
/// `sealed`), its primary constructor, supertypes, enum entries and members.
package struct KotlinClass: Sendable {
    /// What is declared.
    package enum Kind: String, Sendable {
        case `class` = "class"
        case interface = "interface"
        case object = "object"
        case companionObject = "companion object"
    }

    package var doc: [String]
    package var annotations: [String]
    package var visibility: KotlinVisibility
    /// Such as `data`, `enum`, `value`, `sealed`.
    package var modifiers: [String]
    package var kind: Kind
    /// Empty for a companion object.
    package var name: String
    package var constructor: [KotlinParameter]?
    package var supertypes: [KotlinSupertype]
    package var entries: [KotlinEnumEntry]
    package var members: [KotlinDeclaration]

    package init(
        doc: [String], annotations: [String] = [], visibility: KotlinVisibility, modifiers: [String] = [], kind: Kind,
        name: String, constructor: [KotlinParameter]? = nil, supertypes: [KotlinSupertype] = [],
        entries: [KotlinEnumEntry] = [], members: [KotlinDeclaration] = []
    ) {
        self.doc = doc
        self.annotations = annotations
        self.visibility = visibility
        self.modifiers = modifiers
        self.kind = kind
        self.name = name
        self.constructor = constructor
        self.supertypes = supertypes
        self.entries = entries
        self.members = members
    }
}

/// A supertype, called with constructor arguments when it is a class.
package struct KotlinSupertype: Sendable {
    package var type: KotlinType
    /// Nil for an interface; the arguments of its constructor for a class.
    package var arguments: [KotlinExpression]?

    package init(_ type: KotlinType, arguments: [KotlinExpression]? = nil) {
        self.type = type
        self.arguments = arguments
    }
}

/// An entry of an enum class, with its constructor arguments.
package struct KotlinEnumEntry: Sendable {
    package var doc: [String]
    package var name: String
    package var arguments: [KotlinExpression]

    package init(doc: [String], name: String, arguments: [KotlinExpression]) {
        self.doc = doc
        self.name = name
        self.arguments = arguments
    }
}

/// A parameter of a function or constructor; in a primary constructor, `val` makes it a property.
package struct KotlinParameter: Sendable {
    package var doc: [String]
    package var visibility: KotlinVisibility?
    package var isProperty: Bool
    package var name: String
    package var type: KotlinType
    package var defaultValue: KotlinExpression?
    /// The JVM name of a property's getter, written `@get:JvmName(…)`, where the default would clash
    /// with another's; nil for the default.
    package var jvmGetter: String?

    package init(
        doc: [String] = [], visibility: KotlinVisibility? = nil, isProperty: Bool = false, name: String, type: KotlinType,
        defaultValue: KotlinExpression? = nil, jvmGetter: String? = nil
    ) {
        self.doc = doc
        self.visibility = visibility
        self.isProperty = isProperty
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.jvmGetter = jvmGetter
    }
}
