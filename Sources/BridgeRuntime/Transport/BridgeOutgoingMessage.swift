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

    /// The script a WebView evaluates to hand the message to any page:
    /// `window.GBGBridge.receive(<json>);void 0`. Its value is `undefined` whatever `receive` returns.
    ///
    /// The JSON is a valid JavaScript expression as it stands (the writer escapes the two line
    /// terminators JSON allows in strings but older JavaScript does not), so no further quoting is needed.
    public var javaScript: String { BridgeDeliveryScript.anyPage.script(for: self) }
}
