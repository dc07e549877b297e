import BridgeGenKit

/// A Swift type as a tree: the renderer writes its punctuation (`?`, `[…]`, `<…>`, `any`) and the
/// parentheses it needs. A plain name may be written as a string literal: `"String"`.
package enum SwiftType: Equatable, Sendable, ExpressibleByStringLiteral {
    /// A type by name: `String`, `Self`, `BridgeHost`.
    case named(String)
    /// A type nested in another: `Value.Type`, `JSONBytesReader.NotPlain`.
    indirect case member(SwiftType, String)
    /// A generic type with its arguments: `BridgeSlot<Request, Outcome>`.
    indirect case generic(SwiftType, [SwiftType])
    /// `Wrapped?`.
    indirect case optional(SwiftType)
    /// `[Element]`.
    indirect case array(SwiftType)
    /// `[Key: Value]`.
    indirect case dictionary(SwiftType, SwiftType)
    /// `(label: Type, Type)`.
    case tuple([SwiftTupleTypeElement])
    /// `any Protocol`.
    indirect case existential(SwiftType)
    /// `A & B`.
    case composition([SwiftType])
    /// A parameter's type passed by reference: `inout T`.
    indirect case `inout`(SwiftType)
    /// A parameter's type the callee borrows: `borrowing T`.
    indirect case borrowing(SwiftType)
    /// A conformance with an attribute: `@unchecked Sendable`.
    indirect case attributed(String, SwiftType)

    /// A type by name.
    package init(stringLiteral name: String) { self = .named(name) }
}

/// An element of a tuple type: `label: Type`, or `Type` alone.
package struct SwiftTupleTypeElement: Equatable, Sendable {
    /// The label, or nil for none.
    package var label: String?
    /// The element's type.
    package var type: SwiftType

    package init(label: String? = nil, _ type: SwiftType) {
        self.label = label
        self.type = type
    }
}

/// A requirement of a `where` clause: `Request == DocumentCaptureRequest`.
package enum SwiftRequirement: Equatable, Sendable {
    /// `Left == Right`.
    case sameType(SwiftType, SwiftType)
    /// `Left: Right`.
    case conformance(SwiftType, SwiftType)
}
