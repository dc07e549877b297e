import FuzzSupport
@_spi(BridgeGenerated) import GBGBridge

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// The fast envelope path against the general one (JSONReader, then `init(json:path:)`), on any
/// bytes: whatever the fast path reads, the general path reads the same, byte for byte, and a
/// request's data the fast path decoded as its action's type (its one decoder driven by the reader
/// of text) is the value the general decoder gives (the same decoder driven by the reader of
/// values). Any disagreement is a finding. The public entry point must agree with the general path,
/// and the identity read from a message too deep to read is the one the general reader reads.
func fuzzEnvelope(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    // The default limits, and a low depth limit that the messages' own nesting reaches.
    for limits in [JSONReader.Limits(), JSONReader.Limits(maxDepth: 3)] {
        let general = try? BridgeRawMessage(json: try JSONReader(limits: limits).read(bytes), path: JSONPath())
        let expected = general.map { ExactText.of($0) }
        if (try? BridgeRawMessage(reading: bytes, limits: limits)).map({ ExactText.of($0) }) != expected {
            FuzzInput.finding("BridgeRawMessage(reading:) and the general path disagree")
        }
        if let plain = bytes.withUnsafeBytes({ BridgeRawMessage.readPlain($0, limits: limits) }) {
            compare(plain, with: general, typed: false)
        }
        if let plain = bytes.withUnsafeBytes({
            BridgeRawMessage.readPlain($0, limits: limits, requestDataOf: GBGBridgeProtocol.self)
        }) {
            compare(plain, with: general, typed: true)
        }
    }
    compareIdentity(bytes)
    return 0
}

/// The correlation ID and action the host answers a message too deep to read with, against what the
/// general reader reads at the deepest nesting it takes: equal wherever that reader reads the text.
private func compareIdentity(_ bytes: [UInt8]) {
    let identity = bytes.withUnsafeBytes { text in
        var parser = JSONParser(text, maxDepth: 1)
        return parser.readMessageIdentity()
    }
    let deepest = JSONReader.Limits(maxDepth: JSONReader.Limits.maxDepthCeiling)
    guard let value = try? JSONReader(limits: deepest).read(bytes), case .object = value else { return }
    let correlationId = value["correlationId"]?.stringValue
    let action = value["payload"]?["action"]?.stringValue ?? ""
    guard identity?.correlationId == correlationId, identity == nil || identity?.action == action else {
        FuzzInput.finding("the identity of a message too deep to read is not the one the general reader reads")
    }
}

/// Checks an envelope the fast path read against the general path's.
private func compare(_ plain: BridgePlainMessage, with general: BridgeRawMessage?, typed: Bool) {
    let path = typed ? "the fast path with typed request data" : "the fast path"
    guard let general else { FuzzInput.finding("\(path) read an envelope the general path rejects") }
    // Writing the envelope writes its data, which parses data kept as text.
    guard ExactText.of(plain.message) == ExactText.of(general) else {
        FuzzInput.finding("\(path) and the general path read different envelopes")
    }
    guard let decoded = plain.requestData, !decoded.isEmpty else { return }
    guard let expected = try? GBGBridgeProtocol.decodeRequestData(action: general.action, data: general.data) else {
        FuzzInput.finding("\(path) decoded request data the general decoder rejects")
    }
    guard let text = exactText(of: decoded, action: general.action), text == exactText(of: expected, action: general.action)
    else {
        FuzzInput.finding("\(path) and the general decoder decoded different request data")
    }
}

/// The exact text of request data decoded as `action`'s request type; nil when it is not one.
private func exactText(of data: BridgeDecodedData, action: String) -> [UInt8]? {
    switch action {
    case "capability.query": data.value(as: CapabilityQueryRequest.self).map { ExactText.of($0) }
    case "camera.document.capture": data.value(as: DocumentCaptureRequest.self).map { ExactText.of($0) }
    case "camera.selfie.capture": data.value(as: SelfieCaptureRequest.self).map { ExactText.of($0) }
    case "nfc.read": data.value(as: NFCReadRequest.self).map { ExactText.of($0) }
    default: nil
    }
}
