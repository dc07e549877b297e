import Foundation
import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// Item 2 of issue 29: a message reaches the page as data. The script a WebView evaluates hands
/// `receive` a string, which the page parses, so a `"__proto__"` key is a key, never a prototype,
/// and nothing in the message can leave the string.
@Suite struct DeliveredAsDataTests {
    /// What a page's `receive` got from one script, as Node saw it.
    private struct Received: Decodable {
        var type: String
        /// `payload.data`'s own keys, after parsing when it was a string.
        var dataKeys: [String]
        /// Whether `payload.data` has a `$blob`, own or inherited.
        var readsBlob: Bool
        /// The message parsed (when a string) and written again.
        var json: String
    }

    /// Runs each script in a fresh context of a page of `https://journey.example.com` whose `receive`
    /// records what it got.
    private static func run(_ scripts: [String]) throws -> [Received] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("delivered-as-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("scripts.json")
        try JSONSerialization.data(withJSONObject: scripts).write(to: input)
        let program = """
            const vm = require("vm");
            const scripts = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
            const results = scripts.map((script) => {
                let got;
                const context = vm.createContext({
                    window: { GBGBridge: { receive: (message) => { got = message; } } },
                    location: Object.freeze({ origin: "https://journey.example.com" }),
                });
                vm.runInContext(script, context);
                const message = typeof got === "string" ? JSON.parse(got) : got;
                const data = message.payload.data;
                return { type: typeof got, dataKeys: Object.keys(data), readsBlob: data.$blob !== undefined, json: JSON.stringify(message) };
            });
            process.stdout.write(JSON.stringify(results));
            """
        let result = try ChildProcess.run(["node", "-e", program, input.path], timeout: 60)
        try #require(result.status == 0, "\(result.errorTail)")
        return try JSONDecoder().decode([Received].self, from: Data(result.output.utf8))
    }

    private static func message(data: JSONValue) -> BridgeOutgoingMessage {
        var writer = JSONWriter()
        writer.value([
            "version": "1.1", "correlationId": "c1", "type": "event", "timestamp": 1, "payload": ["action": "x", "data": data],
        ])
        return BridgeOutgoingMessage(writer)
    }

    /// Data the app fills from outside, with a `__proto__` key holding a blob reference: the page
    /// gets a string, and after parsing it `__proto__` is one of the data's own keys, and no
    /// `$blob` can be read through it. Evaluated as an object literal, the key set the prototype.
    @Test(.enabled(if: InstalledTools.shouldRun(["node"]), "needs node (apt-get install nodejs)"))
    func aProtoKeyIsAKeyNeverAPrototype() throws {
        try #require(InstalledTools.missing(["node"]).isEmpty, "\(InstalledTools.missing(["node"]))")
        let data: JSONValue = [
            "__proto__": ["$blob": "https://evil.example/steal", "size": 1, "mimeType": "x/y"], "name": "passport",
        ]
        let message = Self.message(data: data)
        let scripts = [
            message.javaScript,
            BridgeOriginPolicy(allowing: ["https://journey.example.com"]).deliveryScript.script(for: message),
        ]
        for received in try Self.run(scripts) {
            #expect(received.type == "string")
            #expect(received.dataKeys.sorted() == ["__proto__", "name"])
            #expect(!received.readsBlob)
            #expect(try JSONReader().read(received.json) == JSONReader().read(message.json))
        }
    }

    /// The literal a script passes `receive` is a JSON string whose value is the message's text,
    /// whatever the text: so it is a JavaScript string that nothing in the text can end early.
    @Test func theLiteralHoldsExactlyTheText() throws {
        let texts = [
            #"{"a":"quote \" backslash \\ \u2028 </script>"}"#, "{\n\t\"a\" :\r\n[1, \"\u{2028}\u{2029}\"]}",
            #"["\");steal();(\""]"#,
        ]
        for text in texts {
            let message = try BridgeOutgoingMessage(json: Array(text.utf8))
            let script = message.javaScript
            let prefix = "window.GBGBridge.receive(", suffix = ");void 0"
            try #require(script.hasPrefix(prefix) && script.hasSuffix(suffix))
            let literal = String(script.dropFirst(prefix.count).dropLast(suffix.count))
            #expect(try JSONReader().read(literal) == .string(text))
        }
    }

    /// Whatever the text, the page parses exactly the message: quotes, backslashes, line breaks
    /// between tokens, U+2028 and U+2029 raw or escaped, `</script>`, astral characters, and text
    /// shaped like a way out of the string.
    @Test(.enabled(if: InstalledTools.shouldRun(["node"]), "needs node (apt-get install nodejs)"))
    func everyMessageArrivesExactly() throws {
        try #require(InstalledTools.missing(["node"]).isEmpty, "\(InstalledTools.missing(["node"]))")
        let pieces = [
            "\"", "\\", "\\\"", "\n", "\r", "\u{2028}", "\u{2029}", "</script>", "\");steal();(\"", "😀", "é", "'", "`", "${x}",
            "a",
        ]
        var random = SeededGenerator(seed: 29)
        var messages = (0..<200).map { _ in
            let text = (0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            return Self.message(data: ["text": .string(text), text: .number(1)])
        }
        // Checked JSON from elsewhere may have line breaks and raw separators between and inside tokens.
        messages.append(
            try BridgeOutgoingMessage(
                json: Array(
                    "{\"version\":\"1.1\",\r\n\"correlationId\":\"c\",\n\"type\":\"event\",\"timestamp\":1,\"payload\":{\"action\":\"x\",\"data\":{\"t\":\"a\u{2028}b\"}}}"
                        .utf8)))
        let received = try Self.run(messages.map(\.javaScript))
        try #require(received.count == messages.count)
        for (message, got) in zip(messages, received) {
            #expect(got.type == "string")
            #expect(try JSONReader().read(got.json) == JSONReader().read(message.json), "\(message.text)")
        }
    }
}
