/// A name the spec declares with a description: an envelope field, a status, an enum value.
package struct DescribedName: Equatable, Sendable {
    /// The name as the spec (and the wire) spells it.
    package var name: String
    package var description: String?
    package var location: SourceLocation

    package init(name: String, description: String?, location: SourceLocation) {
        self.name = name
        self.description = description
        self.location = location
    }
}
