import Foundation

/// The round-trip baseline: a host built on JSONDecoder and JSONEncoder doing the work BridgeHost
/// does for a request. It decodes the envelope in one pass with the request data typed by action,
/// checks version and type, dispatches to the action's handler through a dictionary, calls it
/// synchronously (no task), and encodes the response envelope, which it hands to a sink.
final class CodableHost {
    /// A request's data, typed by its action.
    enum RequestData {
        case nfcRead(CodableNFCReadRequest)
        case documentCapture(CodableDocumentCaptureRequest)
    }

    /// A decoded request.
    struct Request: Decodable {
        var version: String
        var correlationId: String
        var type: String
        var timestamp: Int
        var action: String
        var data: RequestData?

        private enum Keys: String, CodingKey { case version, correlationId, type, timestamp, payload }
        private enum PayloadKeys: String, CodingKey { case action, data }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            version = try container.decode(String.self, forKey: .version)
            correlationId = try container.decode(String.self, forKey: .correlationId)
            type = try container.decode(String.self, forKey: .type)
            timestamp = try container.decode(Int.self, forKey: .timestamp)
            let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .payload)
            action = try payload.decode(String.self, forKey: .action)
            switch action {
            case "nfc.read":
                data = try payload.decodeIfPresent(CodableNFCReadRequest.self, forKey: .data).map(RequestData.nfcRead)
            case "camera.document.capture":
                data = try payload.decodeIfPresent(CodableDocumentCaptureRequest.self, forKey: .data).map(
                    RequestData.documentCapture)
            default: data = nil
            }
        }
    }

    /// Answers a request with the encoded response envelope.
    typealias Handler = (Request) throws -> Data

    private let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    private var handlers: [String: Handler] = [:]
    /// Every message delivered, as the in-memory transport keeps them.
    var delivered: [Data] = []

    func register(_ action: String, handler: @escaping Handler) { handlers[action] = handler }

    /// Receives one message from the page.
    func receive(_ json: Data) throws {
        let request = try decoder.decode(Request.self, from: json)
        guard request.version.split(separator: ".").first == "1", request.type == "request",
            let handler = handlers[request.action]
        else { throw CocoaError(.coderInvalidValue) }
        delivered.append(try handler(request))
    }

    /// The response envelope for `request` with `result` as its data.
    func response<Result: Codable>(to request: Request, result: Result) throws -> Data {
        try encoder.encode(
            CodableEnvelope(
                version: "1.0", correlationId: request.correlationId, type: "response", timestamp: 1_700_000_000_000,
                payload: CodablePayload(action: request.action, data: result, status: "success", error: nil)))
    }
}
