/// A response on its way out, in wire terms, with `data` written straight into the output.
///
/// The host's inlinable code passes replies along and reads their status, error code and size;
/// only the code that writes them sees their error and data.
@usableFromInline
struct BridgeReply: Sendable {
    /// What a reply's `payload.data` is.
    enum Data: Sendable {
        /// A JSON object the app built (custom capabilities, handlers, `respond(to:)`).
        case object([String: JSONValue])
        /// A typed value, written by its generated encoder with no `JSONValue` in between.
        case encoded(@Sendable (inout JSONWriter) -> Void)
    }

    @usableFromInline var status: String
    var error: BridgeRawError?
    /// The data to send; nil sends no data.
    var data: Data?
    /// How many bytes `data` is expected to write, to size the output buffer once.
    @usableFromInline var sizeHint = 0

    /// A reply whose data is a JSON object.
    init(status: String, data: [String: JSONValue]?, error: BridgeRawError?) {
        self.status = status
        self.error = error
        self.data = data.map(Data.object)
    }

    /// A reply whose data is a typed value, encoded by its generated encoder.
    init(status: String, result: some BridgeJSONEncodable & Sendable, error: BridgeRawError? = nil) {
        self.status = status
        self.error = error
        self.data = .encoded(result.encoder)
        self.sizeHint = result.estimatedJSONSize
    }

    /// A reply carrying an error and no data.
    init(status: String, error: BridgeRawError) {
        self.status = status
        self.error = error
        self.data = nil
    }

    /// The data when the app built it as a JSON object, so it can be checked against the action's
    /// result schema; typed results are correct by construction.
    @usableFromInline
    var object: [String: JSONValue]? {
        if case .object(let object) = data { return object }
        return nil
    }

    /// The error's code, if the reply carries an error.
    @usableFromInline
    var errorCode: String? { error?.code }

    /// Writes the data as the value of `payload.data`.
    func writeData(to writer: inout JSONWriter) {
        switch data {
        case .object(let object): writer.value(.object(object))
        case .encoded(let encode): encode(&writer)
        case nil: break
        }
    }
}
