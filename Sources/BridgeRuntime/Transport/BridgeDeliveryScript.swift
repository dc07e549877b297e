/// The script a WebView evaluates to hand one message to its page:
/// `window.GBGBridge.receive("<the message's JSON, as a string literal>");void 0`.
///
/// - The message is a string, which `receive` parses: data, never code. Evaluated as an object
///   literal, a `"__proto__"` key (even written `"\u005f_proto__"`) would set the object's prototype
///   instead of making a key, so data the app fills from outside could hide keys from the page or
///   make it read inherited ones. Only `"`, `\`, line breaks and U+2028/U+2029 are escaped, so no
///   text can leave the literal (see `JSONText.stringLiteral(between:and:)`).
///
/// - Its value is `undefined` (it ends in `void 0`), whatever the page's `receive` returns: WebKit
///   serializes a script's value for the completion handler and reports a value it cannot
///   serialize, such as the `Promise` an `async` `receive` returns, as an error
///   (`WKError.javaScriptResultTypeIsUnsupported`), which would read as a failed delivery.
/// - With allowed origins, the page's own `location.origin` is checked in the same script that calls
///   `receive`. WebKit runs an evaluated script in whatever document the frame shows when the web
///   content process gets to it, which may be a newer one than the app saw; checking in the script
///   closes that gap. `location` and its `origin` cannot be redefined by page code (the HTML
///   standard makes `window.location` and the members of `Location` unforgeable). A refused
///   document calls nothing, and the script's value is that document's origin, for the report.
struct BridgeDeliveryScript: Sendable {
    private let prefix: [UInt8]
    private let suffix: [UInt8]

    /// Hands messages to any page.
    static let anyPage = BridgeDeliveryScript(prefix: "", suffix: "")

    /// Hands messages only to documents from `origins`.
    init(onlyIn origins: Set<BridgeWebOrigin>) {
        let checks = origins.map(\.description).sorted().map { "location.origin===" + Self.literal($0) }
        let condition = checks.isEmpty ? "false" : checks.joined(separator: "||")
        self.init(prefix: "if(\(condition)){", suffix: "}else{location.origin}")
    }

    /// `text` as a JavaScript string literal: a JSON string, with the writer's escapes.
    private static func literal(_ text: String) -> String {
        var writer = JSONWriter(capacity: text.utf8.count + 8)
        writer.string(text)
        return writer.string
    }

    private init(prefix: String, suffix: String) {
        self.prefix = Array((prefix + "window.GBGBridge.receive(").utf8)
        self.suffix = Array((");void 0" + suffix).utf8)
    }

    /// The script for `message`, its JSON a string literal.
    ///
    /// The string is laid out once, in place: the message's text (and the base64 of its images) is
    /// written straight into it, never into a buffer that is copied afterwards.
    func script(for message: BridgeOutgoingMessage) -> String {
        message.content.stringLiteral(between: prefix, and: suffix)
    }
}
