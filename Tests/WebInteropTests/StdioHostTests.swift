import Foundation
import TestSupport
import Testing

/// `BridgeStdioHost` as a developer meets it: its help, its scripted outcomes as the README lists
/// them, and no answer lost when the page closes its input.
@Suite struct StdioHostTests {
    /// One request line from the page.
    static func request(_ id: String, _ action: String, _ data: String) -> String {
        #"{"version":"1.0","correlationId":"\#(id)","type":"request","timestamp":0,"payload":{"action":"\#(action)","data":\#(data)}}"#
    }

    /// The host's output lines, decoded.
    static func messages(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "not a message: \($0)")
        }
    }

    @Test func helpDescribesTheOptionsAndTheOutcomes() throws {
        let result = try ChildProcess.run([try StdioHostBinary.path(), "--help"], timeout: 30)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("BridgeStdioHost: a GBGBridge host"))
        for option in [
            "--output", "--request-timeout", "--log", "--page-log", "--blob-url-prefix", "--page-origin",
            "--print-bootstrap", "--help",
        ] {
            #expect(result.output.contains(option), "\(option) is not in the help")
        }
        // The documentation shows the outcomes where web developers look; it must say what the host does.
        let outcomes = try #require(result.output.components(separatedBy: "SCRIPTED OUTCOMES:\n").last)
        let readme = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Documentation/GBGBridge.docc/CommandLineHost.md"),
            encoding: .utf8)
        #expect(
            readme.contains("```text\n" + outcomes.trimmingCharacters(in: .newlines) + "\n```"),
            "CommandLineHost.md differs from --help's outcomes; copy them from `BridgeStdioHost --help`")
    }

    @Test func aWrongArgumentPointsToTheHelp() throws {
        let unknown = try ChildProcess.run([try StdioHostBinary.path(), "--halp"], timeout: 30)
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("unknown argument --halp; see --help"))
        let halfBlobs = try ChildProcess.run(
            [try StdioHostBinary.path(), "--blob-url-prefix", "gbgbridge-blob://x/"], timeout: 30)
        #expect(halfBlobs.status == 2)
        #expect(halfBlobs.errors.contains("--blob-url-prefix and --page-origin go together"))
    }

    /// The page sends its requests and closes standard input at once: every request is still answered,
    /// the slow one when it completes and the hung one when it times out, before the host exits 0.
    @Test func everyRequestInFlightIsAnsweredBeforeTheHostExits() throws {
        let lines = [
            Self.request("slow", "camera.document.capture", #"{"documentType":"slow"}"#),
            Self.request("chip", "nfc.read", #"{"mrz":"read"}"#),
            Self.request("pad", "signature.capture", #"{"signerName":"Ada","minimumPoints":3}"#),
            Self.request("same", "journey.unknownThing", "{}"),
        ]
        let result = try ChildProcess.run(
            [try StdioHostBinary.path()], input: Data((lines.joined(separator: "\n") + "\n").utf8), timeout: 60)
        #expect(result.status == 0, "\(result.errorTail)")
        let answers = try Self.messages(result.output).filter { $0["type"] as? String == "response" }
        let statuses = Dictionary(
            uniqueKeysWithValues: answers.map {
                ($0["correlationId"] as? String ?? "", ($0["payload"] as? [String: Any])?["status"] as? String ?? "")
            })
        #expect(statuses == ["slow": "success", "chip": "success", "pad": "success", "same": "unsupported"])
        #expect(answers.count == 4, "one answer per request")

        let hung = try ChildProcess.run(
            [try StdioHostBinary.path(), "--request-timeout", "0.5"],
            input: Data((Self.request("h", "camera.document.capture", #"{"documentType":"hang"}"#) + "\n").utf8), timeout: 60)
        #expect(hung.status == 0, "\(hung.errorTail)")
        let timedOut = try Self.messages(hung.output).first { $0["correlationId"] as? String == "h" }
        let error = (timedOut?["payload"] as? [String: Any])?["error"] as? [String: Any]
        #expect(error?["code"] as? String == "TIMEOUT")
    }

    /// A request reusing an open request's ID is dropped unanswered (see the conformance scenario
    /// `correlation.duplicate-of-an-open-request`); the host still waits for the first one's answer.
    @Test func aDuplicateIDDoesNotCutTheWaitShort() throws {
        let slow = Self.request("twice", "camera.document.capture", #"{"documentType":"slow"}"#)
        let result = try ChildProcess.run(
            [try StdioHostBinary.path()], input: Data((slow + "\n" + slow + "\n").utf8), timeout: 60)
        #expect(result.status == 0, "\(result.errorTail)")
        let answers = try Self.messages(result.output).filter { $0["correlationId"] as? String == "twice" }
        let statuses = answers.compactMap { ($0["payload"] as? [String: Any])?["status"] as? String }
        #expect(statuses == ["success"], "\(result.output)")
    }

    /// The logs keep a sensitive value out, as the host's history does; the page still gets it.
    @Test func theLogsLeaveSensitiveValuesOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stdio-logs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (log, pageLog) = (folder.appendingPathComponent("host.jsonl"), folder.appendingPathComponent("page.jsonl"))
        let line = Self.request("chip", "nfc.read", #"{"mrz":"P<GBRSECRET","dataGroups":["DG1"]}"#)

        let result = try ChildProcess.run(
            [try StdioHostBinary.path(), "--log", log.path, "--page-log", pageLog.path], input: Data((line + "\n").utf8),
            timeout: 60)

        #expect(result.status == 0, "\(result.errorTail)")
        let logged = try String(contentsOf: pageLog, encoding: .utf8)
        #expect(logged.contains(#""mrz":"<redacted>""#) && logged.contains("DG1") && !logged.contains("SECRET"), "\(logged)")
        #expect(!(try String(contentsOf: log, encoding: .utf8)).contains("SECRET"))
    }
}
