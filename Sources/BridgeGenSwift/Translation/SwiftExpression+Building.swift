import BridgeGenKit

/// Shorthands the translations build expressions with, so that a call reads close to the Swift it
/// stands for: `.name("writer").dot("object").call(…)`.
extension SwiftExpression {
    /// A declared name.
    static func name(_ name: String) -> SwiftExpression { .identifier(name) }
    /// `self`.
    static let selfValue = SwiftExpression.keyword(.self)
    /// `Self`.
    static let selfType = SwiftExpression.keyword(.selfType)
    /// `super`.
    static let superValue = SwiftExpression.keyword(.super)
    /// `nil`.
    static let nilValue = SwiftExpression.keyword(.nil)
    /// `_`.
    static let wildcard = SwiftExpression.keyword(.wildcard)

    /// `self.name`.
    static func selfMember(_ name: String) -> SwiftExpression { .member(.selfValue, name) }

    /// `self.name`.
    func dot(_ name: String) -> SwiftExpression { .member(self, name) }

    /// `self.init`, to call.
    var dotInit: SwiftExpression { .initializer(self) }

    /// `self?`, before a member or a call.
    var optional: SwiftExpression { .optionalChain(self) }

    /// `self(arguments)`.
    func call(_ arguments: SwiftArgument...) -> SwiftExpression { .call(self, arguments, trailingClosure: nil) }

    /// `self(arguments)`.
    func call(_ arguments: [SwiftArgument]) -> SwiftExpression { .call(self, arguments, trailingClosure: nil) }

    /// `self(arguments)`, the arguments on the lines `groups` gives them: see `groupedCall`.
    func call(lines groups: [[SwiftArgument]]) -> SwiftExpression { .groupedCall(self, groups) }

    /// `self[arguments]`.
    func subscripted(_ arguments: SwiftArgument...) -> SwiftExpression { .subscript(self, arguments) }
}

extension SwiftArgument {
    /// `name: name`: an argument passed on under its own name.
    static func passing(_ name: String) -> SwiftArgument { SwiftArgument(name, .identifier(name)) }
}

extension SwiftStatement {
    /// `self.name = value`.
    static func setSelf(_ name: String, _ value: SwiftExpression) -> SwiftStatement { .assignment(.selfMember(name), value) }
}
