/// A Swift access-level keyword, from the most to the least visible.
package enum AccessModifier: String, CaseIterable, Equatable, Sendable {
    /// Visible everywhere, and subclassable or overridable outside the module.
    case open
    /// Visible to every module that imports this one.
    case `public`
    /// Visible to the modules of the same package.
    case package
    /// Visible within the module; Swift's default.
    case `internal`
    /// Visible within the file.
    case `fileprivate`
    /// Visible within the enclosing declaration and its extensions in the file.
    case `private`
}
