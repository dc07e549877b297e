@_spi(BridgeGenerated) import BridgeRuntime
import Foundation
import Testing

@_spi(BridgeGenerated) @testable import GBGBridge

/// Item 6 of issue 29: what the host sends back, or tells the app, about a message is bounded by
/// the limits, not by what the page sent: a 10 MB correlation ID used to get a 10 MB answer.
@MainActor
@Suite struct BoundedEchoTests {
    /// An ID a little over the limit (a page's bug) is answered `INVALID_REQUEST`; one over twice
    /// the limit is refused unanswered, since the answer would echo it, and the app is told its
    /// length only. Whatever was wrong with the message: its version too.
    @Test func anOverlongCorrelationIDIsNotEchoed() throws {
        let options = BridgeHostOptions(maxIncomingMessageBytes: 10 << 20, maxCorrelationIDBytes: 16)
        let host = BridgeHost(hostVersion: "1.0.0", options: options)
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let page = TestPage(host: host)
        let slightly = String(repeating: "a", count: 20)
        page.request("consent.ask", id: slightly)
        #expect(page.responses(to: slightly).first?["payload"]?["error"]?["code"] == "INVALID_REQUEST")

        let huge = String(repeating: "b", count: 10 << 20 - 1_000)
        page.request("consent.ask", id: huge)
        page.request("consent.ask", id: huge, version: "9.0")
        #expect(page.transport.delivered.count == 1)
        #expect(page.transport.delivered.allSatisfy { $0.byteCount < 1_000 })
        let problems = delegate.problems.suffix(2)
        #expect(problems.count == 2 && problems.allSatisfy { $0.correlationId == nil && $0.message.utf8.count < 1_000 })
        #expect(problems.first?.message.contains("\(huge.utf8.count) bytes long") == true)
    }

    /// What the app is told quotes what the page sent, clipped: a blob fetch of a megabyte URL is
    /// reported in a line of about a thousand characters.
    @Test func problemsQuotePageTextClipped() {
        let setup = BlobPage(image: BlobPage.image(10))
        let url = BlobPage.prefix + String(repeating: "x", count: 1 << 20)
        _ = setup.page.transport.fetchBlob(url)
        let message = setup.delegate.problems.last?.message ?? ""
        #expect(message.hasPrefix("Refused a request for \(BlobPage.prefix)xxx"))
        #expect(message.unicodeScalars.count < 1_100 && message.hasSuffix("more characters)"))
        #expect(setup.host.lastError == message)
    }
}
