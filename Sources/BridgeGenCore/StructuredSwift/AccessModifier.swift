/// A Swift access-level keyword, from the most to the least visible.
package enum AccessModifier: String, CaseIterable, Equatable, Sendable {
    case open
    case `public`
    case package
    case `internal`
    case `fileprivate`
    case `private`
}
