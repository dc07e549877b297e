import Foundation
import TestSupport
import Testing

/// `swift run BridgeJourneyDemo` serves the signature pad beside the base protocol, on one host and
/// one transport (issue 18 item 5), and prints it as the README's "See it work" says: checked on
/// the demo's own output, which `swift build` and `swift test` build next to the tests.
@Suite struct JourneyDemoTests {
    @Test func theDemoCapturesASignatureOverTheSameWireAsTheBaseProtocol() throws {
        let demo = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("BridgeJourneyDemo")
        try #require(
            FileManager.default.isExecutableFile(atPath: demo.path),
            "BridgeJourneyDemo is not built at \(demo.path): swift build --product BridgeJourneyDemo")
        let run = try ChildProcess.run([demo.path], timeout: 120)
        try #require(run.status == 0, "\(run.errorTail)")
        let fromHost = run.output.split(separator: "\n").filter { $0.hasPrefix("host → page") }
        let fromPage = run.output.split(separator: "\n").filter { $0.hasPrefix("page → host") }

        // Discovery lists the pad among the base protocol's capabilities.
        #expect(fromHost.contains { $0.contains(#""capability.query""#) && $0.contains(#""signature.pad":{"supported":true"#) })
        // The page's request, the pad's event and the typed result, on the wire with the rest.
        #expect(fromPage.contains { $0.contains(#""action":"signature.capture""#) })
        #expect(fromHost.contains { $0.contains(#""action":"signature.cleared""#) })
        #expect(
            fromHost.contains {
                $0.contains(#""action":"signature.capture""#) && $0.contains(#""status":"success""#)
                    && $0.contains(#""duration_ms":1800"#)
            })
        #expect(fromHost.contains { $0.contains(#""action":"camera.document.capture""#) && $0.contains(#""status":"success""#) })
        #expect(run.output.contains("0 pending, lastError: none"))
    }
}
