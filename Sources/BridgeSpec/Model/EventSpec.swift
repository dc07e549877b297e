/// A fire-and-forget notification, with the direction it flows in and its data.
package struct EventSpec: Equatable, Sendable {
    /// The event name, carried in `payload.action`, such as `host.ready`.
    package var name: String
    /// The names the spec gives it in particular output languages (`names`, `swiftName`); each
    /// language derives its own name from the event's name where none is given.
    package var names: LanguageNames
    package var direction: Direction
    package var description: String?
    /// The named type of its `data`; nil when it carries none (`{}` on the wire).
    package var data: String?
    package var location: SourceLocation
    /// When it appeared, and whether it is deprecated.
    package var availability = Availability()
    /// The environments whose hosts offer it (`platforms`); nil when every host does.
    package var platforms: [String]?

    package init(
        name: String, names: LanguageNames = LanguageNames(), direction: Direction, description: String?, data: String?,
        location: SourceLocation
    ) {
        self.name = name
        self.names = names
        self.direction = direction
        self.description = description
        self.data = data
        self.location = location
    }
}
