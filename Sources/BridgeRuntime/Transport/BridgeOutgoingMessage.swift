/// One message on its way to the page: compact JSON text, safe to embed in JavaScript.
///
/// The text is written once, by `JSONWriter`, and a large base64 value in it (an image) is
/// encoded only into the form the transport takes: ``json``, ``text`` or ``javaScript`` each lay the
/// message out in one allocation of its own size, encoding the value straight into it. Read the one
/// form the transport needs, once.
public struct BridgeOutgoingMessage: Sendable, Hashable {
    /// The text, with its large base64 values still to be encoded.
    let content: JSONText

    /// Wraps JSON text once it is checked: one JSON value in UTF-8, as ``JSONReader`` reads it, so
    /// that nothing but JSON reaches the script a WebView evaluates. Apps never need it: the host
    /// writes every message it sends.
    ///
    /// - Throws: ``JSONReadError`` for anything else, such as `1);steal();(`.
    @_spi(BridgeGenerated) public init(json: [UInt8]) throws(JSONReadError) {
        let limits = JSONReader.Limits(maxBytes: json.count, maxDepth: JSONReader.Limits.maxDepthCeiling)
        _ = try JSONReader(limits: limits).read(json)
        content = JSONText(json)
    }

    /// Wraps what `writer` wrote, without encoding its large base64 values yet.
    @_spi(BridgeGenerated) public init(_ writer: JSONWriter) { content = writer.text }

    /// The message as UTF-8 JSON.
    public var json: [UInt8] { content.bytes }

    /// The JSON as a string.
    public var text: String { content.string() }

    /// The size of the JSON in bytes, without laying it out.
    public var byteCount: Int { content.count }

    /// The script a WebView evaluates to hand the message to any page:
    /// `window.GBGBridge.receive("<json>");void 0`, the JSON a string literal that `receive` parses,
    /// so the page gets data, never code. Its value is `undefined` whatever `receive` returns.
    ///
    /// The script is built in place around the JSON, escaping only what would end the literal.
    public var javaScript: String { BridgeDeliveryScript.anyPage.script(for: self) }

    /// Messages are equal when their JSON is.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.json == rhs.json }

    /// Hashes the JSON.
    public func hash(into hasher: inout Hasher) { hasher.combine(json) }
}
