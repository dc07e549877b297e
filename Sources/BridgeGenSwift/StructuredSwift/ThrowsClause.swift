import BridgeGenKit

/// How a function or an initializer throws, when it does.
package enum ThrowsClause: Equatable, Sendable {
    /// `throws`: any error.
    case untyped
    /// `throws(Failure)`: only the given error type.
    case typed(SwiftType)
}
