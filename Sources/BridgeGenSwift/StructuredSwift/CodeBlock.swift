import BridgeGenKit

/// The statements of a body: a function's, an initializer's, an accessor's or a closure's.
///
/// Translations list statements as values; the renderer adds indentation, braces and line breaks,
/// so no translation ever counts spaces or balances `{` and `}`.
package typealias CodeBlock = [SwiftStatement]
