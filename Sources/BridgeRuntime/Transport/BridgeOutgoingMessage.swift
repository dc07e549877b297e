/// One message on its way to the page: compact JSON text, safe to embed in JavaScript.
///
/// The bytes are produced once, by ``JSONWriter``; transports pick the form they need without another
/// encoding pass.
public struct BridgeOutgoingMessage: Sendable, Hashable {
    /// The message as UTF-8 JSON.
    public let json: [UInt8]

    /// Wraps JSON produced by ``JSONWriter`` (U+2028, U+2029 and `</` already escaped).
    public init(json: [UInt8]) { self.json = json }

    /// The JSON as a string.
    public var text: String { String(decoding: json, as: UTF8.self) }

    /// The statement a WebView evaluates to hand the message to the page: `window.GBGBridge.receive(…);`.
    ///
    /// The JSON is a valid JavaScript expression as it stands (the writer escapes the two line
    /// terminators JSON allows in strings but older JavaScript does not), so no further quoting is needed.
    public var javaScript: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.count + Self.receivePrefix.count + Self.receiveSuffix.count)
        bytes.append(contentsOf: Self.receivePrefix)
        bytes.append(contentsOf: json)
        bytes.append(contentsOf: Self.receiveSuffix)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let receivePrefix = Array("window.GBGBridge.receive(".utf8)
    private static let receiveSuffix = Array(");".utf8)
}
