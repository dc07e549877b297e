import Foundation
import GBGBridge
import Testing

/// What the host reports quotes what the page sent; a page must not be able to forge log lines or
/// drive a terminal through it.
@MainActor
@Suite struct ProblemReportingTests {
    @Test func pageTextInProblemsHasItsControlCharactersEscaped() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let page = TestPage(host: host, breaksTheProtocolOnPurpose: true)

        page.request("camera.document.capture", version: "x\n::error file=README.md,line=1::injected\u{1B}[2J\u{2028}")

        let problem = try #require(delegate.problems.first)
        #expect(problem.kind == .invalidMessage)
        #expect(
            problem.message
                == #"Invalid message: version "x\n::error file=README.md,line=1::injected\u{1B}[2J\u{2028}" is not "major.minor""#
        )
        #expect(host.lastError == problem.message)
        #expect(!problem.message.unicodeScalars.contains { $0.properties.generalCategory == .control })
        // The page's own answer quotes its version as it was: JSON escapes it on the wire.
        #expect(page.delivered.first?["payload"]?["error"]?["code"] == "INVALID_REQUEST")
    }

    @Test func problemsSayWhatTheyConcern() async throws {
        let host = BridgeHost(hostVersion: "1.0.0", options: BridgeHostOptions(requestTimeout: 0.01))
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let page = TestPage(host: host)
        host.documentCapture.handler = { [weak host] _ in await host?.documentCapture.awaitCompletion() ?? .cancelled(reason: "")
        }
        let id = page.request("camera.document.capture")
        _ = await page.response(to: id)

        let timeout = try #require(delegate.problems.first)
        #expect(timeout.kind == .timedOut)
        #expect(timeout.correlationId == id)
        #expect(timeout.action == "camera.document.capture")
    }
}
