/// A response on its way out, in wire terms, with `data` written straight into the output.
struct BridgeReply: Sendable {
    var status: String
    var error: BridgeRawError?
    /// Writes `payload.data`; nil sends no data.
    var data: (@Sendable (inout JSONWriter) -> Void)?
    /// How many bytes `data` is expected to write, to size the output buffer once.
    var sizeHint = 0
    /// The data of a reply built from a JSON object, kept so it can be checked against the action's
    /// result schema; typed results are correct by construction and are not kept.
    var object: [String: JSONValue]?

    /// A reply whose data is a JSON object.
    init(status: String, data: [String: JSONValue]?, error: BridgeRawError?) {
        self.status = status
        self.error = error
        self.object = data
        if let data {
            self.data = { writer in writer.value(.object(data)) }
        }
    }

    /// A reply whose data is a typed value, encoded by its generated encoder.
    init(status: String, result: some BridgeJSONEncodable & Sendable, error: BridgeRawError? = nil) {
        self.status = status
        self.error = error
        self.data = { writer in result.encode(to: &writer) }
        self.sizeHint = (result as? any BridgeJSONSizeHinting)?.estimatedJSONSize ?? 0
    }

    /// A reply carrying an error and no data.
    init(status: String, error: BridgeRawError) {
        self.status = status
        self.error = error
        self.data = nil
    }
}
