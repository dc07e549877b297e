/// A message type (`request`, `response`, `event`, and the negotiated `update` and `cancel`) and the
/// direction it flows in.
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
    /// The two message types a spec may add, both or neither: `update` (progress values and stream
    /// items of an open request, host to page) and `cancel` (the page ends an open request). Peers use
    /// them only after agreeing on them in the negotiation.
    package static let updates = ["update", "cancel"]
}
