/// An error code and whether, by default, an error with it is recoverable.
package struct ErrorCodeSpec: Equatable, Sendable {
    /// The code on the wire, such as `BUSY`.
    package var code: String
    /// The names the spec gives it in particular output languages (`names`, `swiftName`); each
    /// language derives its own name from the code where none is given.
    package var names: LanguageNames
    package var recoverable: Bool
    package var description: String?
    package var location: SourceLocation

    package init(
        code: String, names: LanguageNames = LanguageNames(), recoverable: Bool, description: String?, location: SourceLocation
    ) {
        self.code = code
        self.names = names
        self.recoverable = recoverable
        self.description = description
        self.location = location
    }

    /// Codes the host itself answers with, so every spec must declare them.
    package static let requiredByRuntime = [
        "BUSY", "TIMEOUT", "INVALID_REQUEST", "VERSION_MISMATCH", "INTERNAL_ERROR", "UNSUPPORTED_ACTION", "CANCELLED",
    ]
}
