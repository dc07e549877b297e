import TestSupport
import Testing

/// Issue 19 on Apple platforms: the configurator installs a `WKURLSchemeHandler` that serves the
/// host's blobs to its own page, once, and refuses other origins; an app's own handler for the
/// scheme stays, and its host then sends everything inline.
@Suite struct BlobSchemeTests {
    @Test(arguments: AppleGlue.allCases)
    func theSchemeHandlerServesABlobToItsOwnPageOnce(_ platform: AppleGlue) throws {
        let report = try ScenarioReport.run("blobServedToItsOwnPageOnce", on: platform)
        #expect(report.facts["termsAnswered"] == .bool(true))
        guard case .string(let url) = report.facts["referenceURL"] else {
            Issue.record("no reference URL noted")
            return
        }
        #expect(url.hasPrefix("gbgbridge-blob://blob/"))
        // evil.example is refused without spending the reference; the page gets it once.
        #expect(report.facts["statuses"] == .numbers([403, 200, 404]))
        #expect(report.facts["finished"] == .bools([true, true, true]))
        #expect(report.facts["servedExactBytes"] == .bool(true))
        #expect(report.facts["contentType"] == .string("image/jpeg"))
        #expect(report.facts["allowedOrigin"] == .string(report.journeyOrigin))
        #expect(
            report.hosts["host"]?.problems.contains { $0.kind == "blobRefused" && $0.message.contains("evil.example") } == true)
        #expect(report.raisedExceptions.isEmpty)
    }

    @Test func anAppsOwnHandlerForTheSchemeIsKeptAndItsHostSendsInline() throws {
        let report = try ScenarioReport.run("appOwnsTheBlobScheme")
        #expect(report.facts["appHandlerKept"] == .bool(true))
        #expect(report.facts["termsAnswered"] == .bool(false))
        #expect(report.facts["referenceURL"] == .string(""))
        #expect(report.raisedExceptions.isEmpty)
    }
}
