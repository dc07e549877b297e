/// A message type (`request`, `response`, `event`) and the direction it flows in.
package struct MessageTypeSpec: Equatable, Sendable {
    /// The wire value.
    package var name: String
    package var direction: Direction
    package var description: String?
    package var location: SourceLocation

    package init(name: String, direction: Direction, description: String?, location: SourceLocation) {
        self.name = name
        self.direction = direction
        self.description = description
        self.location = location
    }

    /// The three message types the runtime routes on; a spec must declare exactly these.
    package static let required = ["request", "response", "event"]
}
