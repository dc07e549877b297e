/// An error code and whether, by default, an error with it is recoverable.
package struct ErrorCodeSpec: Equatable, Sendable {
    /// The code on the wire, such as `BUSY`.
    package var code: String
    /// The Swift name of its constant, such as `busy`.
    package var swiftName: String
    package var recoverable: Bool
    package var description: String?
    package var location: SourceLocation

    package init(code: String, swiftName: String, recoverable: Bool, description: String?, location: SourceLocation) {
        self.code = code
        self.swiftName = swiftName
        self.recoverable = recoverable
        self.description = description
        self.location = location
    }

    /// Codes the host itself answers with, so every spec must declare them.
    package static let requiredByRuntime = [
        "BUSY", "TIMEOUT", "INVALID_REQUEST", "VERSION_MISMATCH", "INTERNAL_ERROR", "UNSUPPORTED_ACTION", "CANCELLED",
    ]
}
