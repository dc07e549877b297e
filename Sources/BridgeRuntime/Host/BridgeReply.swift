/// A response on its way out, in wire terms, with `data` written straight into the output.
///
/// Usable from inlinable code, so that a handler's typed answer is wrapped in code specialised for
/// its type: generic, every answer looked its type up at run time and cast it to find its size hint.
@usableFromInline
struct BridgeReply: Sendable {
    /// What a reply's `payload.data` is.
    @usableFromInline
    enum Data: Sendable {
        /// A JSON object the app built (custom capabilities, handlers, `respond(to:)`).
        case object([String: JSONValue])
        /// A typed value, written by its generated encoder with no `JSONValue` in between.
        case encoded(@Sendable (inout JSONWriter) -> Void)
    }

    @usableFromInline var status: String
    @usableFromInline var error: BridgeRawError?
    /// The data to send; nil sends no data.
    @usableFromInline var data: Data?
    /// How many bytes `data` is expected to write, to size the output buffer once.
    @usableFromInline var sizeHint = 0

    /// A reply whose data is a JSON object.
    init(status: String, data: [String: JSONValue]?, error: BridgeRawError?) {
        self.status = status
        self.error = error
        self.data = data.map(Data.object)
    }

    /// A reply whose data is a typed value, encoded by its generated encoder.
    @inlinable
    init(status: String, result: some BridgeJSONEncodable & Sendable, error: BridgeRawError? = nil) {
        self.status = status
        self.error = error
        self.data = .encoded { writer in result.encode(to: &writer) }
        self.sizeHint = (result as? any BridgeJSONSizeHinting)?.estimatedJSONSize ?? 0
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

    /// Writes the data as the value of `payload.data`.
    @usableFromInline
    func writeData(to writer: inout JSONWriter) {
        switch data {
        case .object(let object): writer.value(.object(object))
        case .encoded(let encode): encode(&writer)
        case nil: break
        }
    }
}
