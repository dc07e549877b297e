/// One value of an open set of strings: a status, an environment, a permission state, or a value of
/// an enum type.
package struct EnumCaseSpec: Equatable, Sendable {
    /// The value on the wire.
    package var value: String
    /// The Swift name of its constant: the spec's `swiftName`, or derived from the value.
    package var swiftName: String
    package var description: String?
    package var location: SourceLocation

    package init(value: String, swiftName: String, description: String?, location: SourceLocation) {
        self.value = value
        self.swiftName = swiftName
        self.description = description
        self.location = location
    }
}
