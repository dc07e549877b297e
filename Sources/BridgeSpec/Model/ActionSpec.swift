/// A request the web journey can send, and the result the host answers it with.
package struct ActionSpec: Equatable, Sendable {
    /// The action ID, such as `camera.document.capture`.
    package var id: String
    /// The names the spec gives it in particular output languages (`names`, `swiftName`); each
    /// language derives its own name from the ID where none is given.
    package var names: LanguageNames
    package var description: String?
    /// The capability that provides it; nil for actions the host answers itself.
    package var capability: String?
    /// The named type of the request's `data`.
    package var request: String
    /// The named type of a successful response's `data`.
    package var result: String
    /// The named type of the progress values the host may send while the request is open (`progress`).
    package var progress: String?
    /// The named type of the items the host sends until either side ends the request (`stream`).
    package var stream: String?
    /// The named type of what the host sends in `update` messages: the progress or the stream item.
    package var update: String? { progress ?? stream }
    /// Error codes a response to it may carry, documented for both sides.
    package var errors: [String]
    package var location: SourceLocation
    /// When it appeared, and whether it is deprecated.
    package var availability = Availability()
    /// The environments whose hosts offer it (`platforms`); nil when every host does.
    package var platforms: [String]?

    package init(
        id: String, names: LanguageNames = LanguageNames(), description: String?, capability: String?, request: String,
        result: String,
        errors: [String], location: SourceLocation
    ) {
        self.id = id
        self.names = names
        self.description = description
        self.capability = capability
        self.request = request
        self.result = result
        self.errors = errors
        self.location = location
    }
}
