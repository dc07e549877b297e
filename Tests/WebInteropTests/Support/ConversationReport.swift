@_spi(BridgeGenerated) import BridgeRuntime
import Foundation
import TestSupport
import Testing

/// What a conversation script printed on its last line, and the checks both conversations share.
struct ConversationReport: Decodable {
    /// The transport the generated client detected: `android` in Node, `ios` in Chromium.
    var transport: String?
    /// Each scenario of conversation.ts, in order.
    var results: [Scenario]?
    /// Why the script gave up, if it did.
    var error: String?
    /// Exceptions thrown in the page (Chromium only).
    var pageErrors: [String]?
    /// Host JavaScript that failed to evaluate in the page (Chromium only).
    var deliveryErrors: [String]?

    struct Scenario: Decodable {
        var name: String
        var ok: Bool
        var detail: String
    }

    /// The scenarios conversation.ts runs; a report missing one fails, so none can be dropped quietly.
    static let scenarioNames = [
        "an extension the host lacks is answered before discovery", "capability discovery",
        "an extension the host lacks is refused at once after discovery", "document capture success",
        "the extension's capture beside the document capture", "the extension's codes are typed and recoverable as its spec says",
        "busy while a capture runs", "cancelled by the user",
        "permission denied", "aborted by the page", "unsupported actions", "a status alone keeps its meaning",
        "chip read, bytes as Uint8Array", "unknown status kept", "timeout on the page",
        "timeout from the host", "events both ways, strings unchanged",
        "a 16 MiB document by the blob path, exact bytes", "a 16 MiB document inline when the page offers no blobs",
    ]

    /// The checks transport-checks.ts runs.
    static let transportCheckNames = [
        "iframe posts only to the allowed origin", "iframe ignores other origins and windows",
        "an iframe in a native WebView talks to its parent, not to the host",
        "the handshake takes the welcome only from the parent at an allowed origin, then talks on its port",
        "iframe without an allowed origin refuses to guess", "no host: requests fail with UNSUPPORTED",
        "unreadable input is reported, not thrown", "discovery and requests wait their own time",
        "a result that breaks its type is an INVALID_REQUEST naming the path",
        "results come with bytes decoded and defaults filled in",
        "a status alone, or an error without details, takes the code's meaning",
        "codes from newer hosts are kept but not known", "event data is checked and decoded",
        "base64 round-trips every byte and refuses what the runtimes never send",
        "blob references resolve into the exact bytes, fetched once; a failed fetch names the path",
        "a call that asks for Blobs gets Blobs, by reference and inline, typed so",
        "a client that takes no blobs offers none, and a reference it gets is an INVALID_REQUEST",
        "a blob reference is taken only at a blob field, as the object's own members, from the host's blob URLs",
        "nested blob fields resolve along the plan only: in objects, arrays and maps",
        #"a message passed as JSON text keeps a "__proto__" key as data"#,
        "another major version is a VERSION_MISMATCH",
    ]

    /// conversation.ts's TRICKY_TEXT, which the page sends as a step and the host echoes as a reason.
    static let trickyText =
        "quote \" apostrophe ' backslash \\ \\\" line\u{2028}sep para\u{2029}sep "
        + "</script><script>alert(1)</script> \u{1F600} \u{1D11E} tab\t newline\n nul\u{0000} end"

    /// Runs `arguments` (a conversation script) and reads its report.
    static func run(_ arguments: [String], timeout: TimeInterval) throws -> (report: ConversationReport, seconds: Double) {
        let result = try ChildProcess.run(arguments, timeout: timeout)
        let lastLine = result.output.split(separator: "\n").last.map(String.init) ?? ""
        guard !result.timedOut, let report = try? JSONDecoder().decode(ConversationReport.self, from: Data(lastLine.utf8)) else {
            throw ScriptFailure(
                description: """
                    \(arguments.first ?? "") \(result.timedOut ? "timed out" : "exited \(result.status)") without a report.
                    stdout: \(result.output.suffix(2000))
                    stderr: \(result.errorTail)
                    """)
        }
        return (report, result.seconds)
    }

    /// Expects every scenario to have passed over `transport`, the host's log to hold the echoed text
    /// exactly as sent, and every message either side wrote to validate against the schema of its direction.
    /// `isBlobURL` tells the host's blob URLs (where its WebView serves them).
    func expectPassed(
        over transport: String, hostLog: URL, pageLog: URL,
        isBlobURL: (String) -> Bool = { $0.hasPrefix("https://blob.gbgbridge.test/") },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        expectEvery(Self.scenarioNames, over: transport, sourceLocation: sourceLocation)
        #expect(pageErrors ?? [] == [], sourceLocation: sourceLocation)
        #expect(deliveryErrors ?? [] == [], sourceLocation: sourceLocation)

        let messages = try String(contentsOf: hostLog, encoding: .utf8).split(separator: "\n").map {
            try JSONReader().read(Array($0.utf8))
        }
        let echo = messages.first { $0["payload"]?["action"]?.stringValue == "journey.cancel" }
        #expect(
            echo?["payload"]?["data"]?["reason"]?.stringValue == Self.trickyText,
            "the host decoded the page's text differently", sourceLocation: sourceLocation)
        // The large document went once as a reference, then, to the client that offered no blobs, inline.
        let large = messages.filter { $0["payload"]?["data"]?["width"] == 4096 }.compactMap {
            $0["payload"]?["data"]?["imageData"]
        }
        let size = 16 << 20, base64Size: Int = (size + 2) / 3 * 4
        #expect(large.count == 2, sourceLocation: sourceLocation)
        #expect(
            large.first?["$blob"]?.stringValue.map(isBlobURL) == true, sourceLocation: sourceLocation)
        #expect(large.first?["size"] == .number(Double(size)), sourceLocation: sourceLocation)
        let inlineSize: Int? = large.last?.stringValue?.utf8.count
        #expect(inlineSize == base64Size, sourceLocation: sourceLocation)

        Self.keepForCI(hostLog)
        let hostValidation = try SchemaValidator.validate([hostLog], root: SchemaValidator.nativeToWeb)
        #expect(hostValidation.validated == messages.count && hostValidation.validated >= 15, sourceLocation: sourceLocation)
        #expect(hostValidation.failures.map(\.description) == [], sourceLocation: sourceLocation)
        // What the generated client sent: the schema and the client come from the same spec.
        let pageValidation = try SchemaValidator.validate([pageLog], root: SchemaValidator.webToNative)
        #expect(pageValidation.validated >= 15, sourceLocation: sourceLocation)
        #expect(pageValidation.failures.map(\.description) == [], sourceLocation: sourceLocation)
        try expectValidForTheExtension(hostMessages: messages, hostLog: hostLog, pageLog: pageLog, sourceLocation: sourceLocation)
    }

    /// Expects the host's and the page's messages to validate against the signature pad's schema too,
    /// composed with the base's, and the host's to hold the extension's answers and event, so that
    /// the extension's checks did check something.
    private func expectValidForTheExtension(
        hostMessages: [JSONValue], hostLog: URL, pageLog: URL, sourceLocation: SourceLocation
    ) throws {
        let extensionActions = Set(
            hostMessages.compactMap { $0["payload"]?["action"]?.stringValue }.filter { $0.hasPrefix("signature.") })
        #expect(extensionActions == ["signature.capture", "signature.cleared"], sourceLocation: sourceLocation)
        let (schema, base) = (SchemaValidator.signaturePadSchema, SchemaValidator.generatedSchema)
        let host = try SchemaValidator.validate([hostLog], schema: schema, base: base, root: SchemaValidator.nativeToWeb)
        #expect(host.validated == hostMessages.count && host.failures.map(\.description) == [], sourceLocation: sourceLocation)
        let page = try SchemaValidator.validate([pageLog], schema: schema, base: base, root: SchemaValidator.webToNative)
        #expect(page.validated >= 15 && page.failures.map(\.description) == [], sourceLocation: sourceLocation)
    }

    /// With `BRIDGE_MESSAGE_LOG` set to a folder, copies the host's log there, so that `.ci/run` checks
    /// the stdio host's messages, the signature pad's among them, against the schemas once more,
    /// with the GBGBridge tests' messages.
    static func keepForCI(_ hostLog: URL) {
        guard let folder = ProcessInfo.processInfo.environment["BRIDGE_MESSAGE_LOG"] else { return }
        let copy = URL(fileURLWithPath: folder).appendingPathComponent("stdio-\(hostLog.lastPathComponent)")
        try? FileManager.default.copyItem(at: hostLog, to: copy)
    }

    /// Expects exactly the scenarios `names`, in order, all passed, over `transport`.
    func expectEvery(_ names: [String], over transport: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(error == nil, "\(error ?? "")", sourceLocation: sourceLocation)
        #expect(self.transport == transport, "the client detected \(self.transport ?? "nothing")", sourceLocation: sourceLocation)
        #expect(results?.map(\.name) == names, sourceLocation: sourceLocation)
        for scenario in results ?? [] where !scenario.ok {
            Issue.record("\(scenario.name) failed: \(scenario.detail)", sourceLocation: sourceLocation)
        }
    }

    struct ScriptFailure: Error, CustomStringConvertible {
        var description: String
    }
}
