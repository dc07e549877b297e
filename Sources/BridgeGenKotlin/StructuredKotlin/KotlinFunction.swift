/// A function: `fun name(parameters): Result = expression`, or with a block body.
package struct KotlinFunction: Sendable {
    /// What the function does when called.
    package enum Body: Sendable {
        case expression(KotlinExpression)
        case block([KotlinStatement])
        /// No body: an `abstract` function, which subclasses implement.
        case none
    }

    package var doc: [String]
    package var annotations: [String]
    package var visibility: KotlinVisibility?
    /// Such as `override`, `suspend`.
    package var modifiers: [String]
    package var name: String
    package var parameters: [KotlinParameter]
    package var returnType: KotlinType?
    package var body: Body

    package init(
        doc: [String], annotations: [String] = [], visibility: KotlinVisibility?, modifiers: [String] = [], name: String,
        parameters: [KotlinParameter], returnType: KotlinType?, body: Body
    ) {
        self.doc = doc
        self.annotations = annotations
        self.visibility = visibility
        self.modifiers = modifiers
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
    }
}

/// A property: `val name: Type = initializer`, or with a getter.
package struct KotlinProperty: Sendable {
    /// Where the value comes from.
    package enum Value: Sendable {
        case initializer(KotlinExpression)
        case getter(KotlinExpression)
    }

    package var doc: [String]
    package var visibility: KotlinVisibility?
    /// Such as `override`, `const`.
    package var modifiers: [String]
    package var name: String
    package var type: KotlinType
    package var value: Value

    package init(
        doc: [String], visibility: KotlinVisibility?, modifiers: [String] = [], name: String, type: KotlinType, value: Value
    ) {
        self.doc = doc
        self.visibility = visibility
        self.modifiers = modifiers
        self.name = name
        self.type = type
        self.value = value
    }
}
