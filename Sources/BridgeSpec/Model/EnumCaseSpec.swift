/// One value of an open set of strings: a status, an environment, a permission state, or a value of
/// an enum type.
package struct EnumCaseSpec: Equatable, Sendable {
    /// The value on the wire.
    package var value: String
    /// The names the spec gives it in particular output languages (`names`, `swiftName`); each
    /// language derives its own name from the value where none is given.
    package var names: LanguageNames
    package var description: String?
    package var location: SourceLocation
    /// When it appeared, and whether it is deprecated (values of enum types only).
    package var availability = Availability()

    package init(value: String, names: LanguageNames = LanguageNames(), description: String?, location: SourceLocation) {
        self.value = value
        self.names = names
        self.description = description
        self.location = location
    }
}
