@_spi(StandIn) import WebKit

/// Node as the pages' JavaScript engine: each evaluated script runs in a fresh context whose
/// `location.origin` is the document's origin and whose `window.GBGBridge.receive` is an `async`
/// function, as a page built on the generated web client installs, recording what it gets (its
/// type, and the message as the client would read it). The
/// script's value becomes what WebKit would hand the completion handler: `undefined` is nil, a value
/// the structured clone algorithm accepts is kept, anything else (a `Promise`, a function) is
/// WebKit's unsupported-type error, and an exception is WebKit's exception error.
@MainActor
final class NodeJavaScriptEngine: StandInJavaScriptEngine {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffered = Data()

    init(node: String) throws {
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["-e", Self.program]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    func evaluate(
        _ script: String, world: String, origin: String
    ) -> (result: Result<Any?, NSError>, outcome: String, receivedByPage: [String]) {
        let request = try! JSONSerialization.data(withJSONObject: ["script": script, "world": world, "origin": origin])
        input.fileHandleForWriting.write(request + Data("\n".utf8))
        let reply = (try? JSONSerialization.jsonObject(with: readLine())) as? [String: Any] ?? ["kind": "no answer from node"]
        let received = reply["received"] as? [String] ?? []
        switch reply["kind"] as? String {
        case "undefined": return (.success(nil), "undefined", received)
        case "value": return (.success(reply["value"]), "value \(reply["value"] ?? "")", received)
        case "unsupported":
            return (
                .failure(StandInWKError.javaScriptResultTypeIsUnsupported.error()), "unsupported \(reply["type"] ?? "")", received
            )
        case "exception":
            let message = reply["message"] as? String ?? ""
            return (.failure(StandInWKError.javaScriptExceptionOccurred.error(detail: message)), "exception \(message)", received)
        case let kind: return (.failure(StandInWKError.javaScriptExceptionOccurred.error()), "\(kind ?? "nothing")", received)
        }
    }

    /// The next line node wrote, without its line feed.
    private func readLine() -> Data {
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffered[buffered.startIndex..<end])
                buffered = Data(buffered[buffered.index(after: end)...])
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return buffered }
            buffered.append(chunk)
        }
    }

    private static let program = #"""
        const vm = require("vm");
        const lines = require("readline").createInterface({ input: process.stdin });
        lines.on("line", (line) => {
            const { script, world, origin } = JSON.parse(line);
            const received = [];
            // What receive got, as the page's client reads it: "string " and the text parsed and
            // written again, or "object " and the object written (which drops a prototype).
            const record = (message) => typeof message === "string"
                ? "string " + JSON.stringify(JSON.parse(message)) : typeof message + " " + JSON.stringify(message);
            const page = { GBGBridge: { receive: async (message) => { received.push(record(message)); } } };
            const context = vm.createContext({ window: world === "page" ? page : {}, location: Object.freeze({ origin }) });
            let reply;
            try {
                const value = vm.runInContext(script, context);
                if (value === undefined) reply = { kind: "undefined" };
                else {
                    try { reply = { kind: "value", value: structuredClone(value) }; }
                    catch (error) { reply = { kind: "unsupported", type: Object.prototype.toString.call(value) }; }
                }
            } catch (error) {
                reply = { kind: "exception", message: String(error) };
            }
            reply.received = received;
            process.stdout.write(JSON.stringify(reply) + "\n");
        });
        """#
}

/// A page whose `receive` throws on every message, as a page with a broken script does.
@MainActor
struct ThrowingPage: StandInJavaScriptEngine {
    static let error = StandInWKError.javaScriptExceptionOccurred.error(
        detail: "TypeError: window.GBGBridge.receive is not a function")

    func evaluate(
        _ script: String, world: String, origin: String
    ) -> (result: Result<Any?, NSError>, outcome: String, receivedByPage: [String]) {
        (.failure(Self.error), "exception", [])
    }
}
