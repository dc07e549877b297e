/// The message envelope. Its shape is fixed (the runtime routes on it); the spec documents it.
///
/// The loader requires exactly these fields, in any order:
/// - message: `version`, `correlationId`, `type`, `timestamp`, `payload`
/// - payload: `action`, `data`, `status`, `error`
/// - error: `code`, `message`, `recoverable`
package struct EnvelopeSpec: Equatable, Sendable {
    package var message: EnvelopePartSpec
    package var payload: EnvelopePartSpec
    package var error: EnvelopePartSpec

    package init(message: EnvelopePartSpec, payload: EnvelopePartSpec, error: EnvelopePartSpec) {
        self.message = message
        self.payload = payload
        self.error = error
    }

    /// The fields each part must declare, in the order the generated types list them.
    package static let messageFields = ["version", "correlationId", "type", "timestamp", "payload"]
    package static let payloadFields = ["action", "data", "status", "error"]
    package static let errorFields = ["code", "message", "recoverable"]
}

/// One object of the envelope (the message, its payload, or its error) with its documentation.
package struct EnvelopePartSpec: Equatable, Sendable {
    package var description: String?
    /// The part's fields, in spec order.
    package var fields: [DescribedName]
    package var location: SourceLocation

    package init(description: String?, fields: [DescribedName], location: SourceLocation) {
        self.description = description
        self.fields = fields
        self.location = location
    }

    /// The description of the field called `name`, if documented.
    package func description(of name: String) -> String? {
        fields.first { $0.name == name }?.description
    }
}
