@_spi(BridgeGenerated) @testable import BridgeRuntime
import FuzzSupport
@_spi(BridgeGenerated) import GBGBridge

/// The fast envelope path against the general one (JSONReader, then `init(json:path:)`), on any
/// bytes: whatever the fast path reads, the general path reads the same, byte for byte, and a
/// request's data the fast path decoded as its action's type is the value the general decoder
/// gives. Any disagreement is a finding. The public entry point must agree with the general path.
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
        if let plain = bytes.withUnsafeBytes({ BridgeRawMessage.readPlain($0, limits: limits, requestDataOf: GBGBridgeProtocol.self) }) {
            compare(plain, with: general, typed: true)
        }
    }
    return 0
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
    guard let text = exactText(of: decoded, action: general.action), text == exactText(of: expected, action: general.action) else {
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
