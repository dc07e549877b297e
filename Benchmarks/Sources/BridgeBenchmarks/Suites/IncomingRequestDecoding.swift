@_spi(BridgeGenerated) import GBGBridge

/// The decoding half of `BridgeHostBase.receive(_:)`, step for step, for timing it on its own: the
/// envelope read from bytes with the request data decoded straight from the text as the action's
/// request type (which checks it), its version and type checked, and the typed message made, keeping
/// that value for the handler.
enum IncomingRequestDecoding {
    struct Rejected: Error {
        var problem: String
    }

    /// The host's default limits.
    static let limits = JSONReader.Limits(maxBytes: 1 << 20, maxDepth: 32)

    static func decode(_ bytes: [UInt8]) throws -> BridgeMessage {
        let (raw, requestData) = try BridgeRawMessage.reading(bytes, limits: limits, requestDataOf: GBGBridgeProtocol.self)
        guard isMajorVersion1(raw.version) else { throw Rejected(problem: "version") }
        guard raw.kind == .request else { throw Rejected(problem: "type") }
        let decodedData = try requestData ?? GBGBridgeProtocol.decodeRequestData(action: raw.action, data: raw.data)
        return BridgeMessage(raw: raw, decodedData: decodedData)
    }

    /// Whether `version` is "1.<digits>", in one pass as the host checks it.
    static func isMajorVersion1(_ version: String) -> Bool {
        var utf8 = version.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "1"), utf8.next() == UInt8(ascii: "."), let first = utf8.next(),
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return false }
        while let byte = utf8.next() {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
        }
        return true
    }
}
