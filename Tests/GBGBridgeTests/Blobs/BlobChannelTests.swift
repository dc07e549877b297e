import BridgeRuntime
import Foundation
import GBGBridge
import Testing

/// Large bytes values travel as blob references only when the page offered blobs and the transport
/// serves them; the page fetches each once, from its own origin and main frame, before it expires.
@MainActor
@Suite struct BlobChannelTests {
    @Test func aPageThatOfferedBlobsGetsAReferenceAndFetchesTheExactBytesOnce() async throws {
        let image = BlobPage.image(200_000)
        let setup = BlobPage(BridgeHostOptions(blobMinimumBytes: 100_000), image: image)
        let terms = await setup.negotiate(offering: true)
        #expect(terms == ["kind": "url", "minimumBytes": 100_000])

        let reference = try #require(await setup.capture())
        let url = try #require(reference["$blob"]?.stringValue)
        #expect(url.hasPrefix(BlobPage.prefix))
        #expect(reference["size"] == 200_000)
        #expect(reference["mimeType"] == "image/jpeg")
        #expect(setup.host.blobStore?.heldBytes == 200_000)

        let fetched = setup.page.transport.fetchBlob(url)
        #expect(fetched.status == 200)
        #expect(fetched.body == image)
        #expect(fetched.headers["Content-Type"] == "image/jpeg")
        #expect(fetched.headers["Access-Control-Allow-Origin"] == BlobPage.origin)
        #expect(setup.host.blobStore?.heldBytes == 0)

        let again = setup.page.transport.fetchBlob(url)
        #expect(again.status == 404)
        #expect(again.body.isEmpty)
        #expect(setup.delegate.problems.last?.kind == .blobRefused)
        #expect(setup.host.lastError?.contains("no such blob") == true)
    }

    @Test func valuesBelowTheThresholdStayInline() async throws {
        let image = BlobPage.image(5_000)
        let setup = BlobPage(BridgeHostOptions(blobMinimumBytes: 100_000), image: image)
        _ = await setup.negotiate(offering: true)
        #expect(await setup.capture()?.stringValue == image.base64EncodedString())
        #expect(setup.host.blobStore?.count == 0)
    }

    @Test func aPageThatDoesNotOfferGetsBase64AndNoTerms() async throws {
        let image = BlobPage.image(200_000)
        let setup = BlobPage(BridgeHostOptions(blobMinimumBytes: 1), image: image)
        #expect(await setup.negotiate(offering: false) == nil)
        #expect(await setup.capture()?.stringValue == image.base64EncodedString())
    }

    @Test func aTransportThatServesNoBlobsAnswersNoTerms() async throws {
        let image = BlobPage.image(200_000)
        let setup = BlobPage(BridgeHostOptions(blobMinimumBytes: 1), image: image, serving: false)
        #expect(await setup.negotiate(offering: true) == nil)
        #expect(await setup.capture()?.stringValue == image.base64EncodedString())
    }

    @Test func aLaterNegotiationWithoutAnOfferWithdrawsTheTerms() async throws {
        let image = BlobPage.image(200_000)
        let setup = BlobPage(BridgeHostOptions(blobMinimumBytes: 1), image: image)
        _ = await setup.negotiate(offering: true)
        #expect(await setup.capture()?["$blob"] != nil)
        _ = await setup.negotiate(offering: false)
        #expect(await setup.capture()?.stringValue == image.base64EncodedString())
    }

    @Test func anOfferOfOnlyUnknownKindsIsDeclined() async throws {
        let setup = BlobPage(BridgeHostOptions(blobMinimumBytes: 1), image: BlobPage.image(10))
        let query = setup.page.request("capability.query", data: ["blobs": ["kinds": ["carrier-pigeon"]]])
        let result = await setup.page.response(to: query)?["payload"]?["data"]
        #expect(result?["capabilities"] != nil)
        #expect(result?["blobs"] == nil)
    }

    @Test func anotherOriginOrFrameIsRefusedWithoutSpendingTheReference() async throws {
        let image = BlobPage.image(1_000)
        let setup = BlobPage(BridgeHostOptions(blobMinimumBytes: 1), image: image)
        _ = await setup.negotiate(offering: true)
        let url = try #require(await setup.capture()?["$blob"]?.stringValue)

        let foreign = setup.page.transport.fetchBlob(url, origin: "https://evil.example")
        #expect(foreign.status == 403)
        #expect(foreign.body.isEmpty)
        #expect(setup.host.lastError?.contains("origin https://evil.example") == true)
        let framed = setup.page.transport.fetchBlob(url, isMainFrame: false)
        #expect(framed.status == 403)
        #expect(setup.page.transport.fetchBlob("gbgbridge-blob://blob/../../etc/passwd").status == 404)

        #expect(setup.page.transport.fetchBlob(url).body == image)
    }

    @Test func aReferenceExpiresByTheNowOption() async throws {
        let clock = TestClock()
        let image = BlobPage.image(1_000)
        let setup = BlobPage(BridgeHostOptions(blobMinimumBytes: 1, blobLifetime: 30, now: clock.now), image: image)
        _ = await setup.negotiate(offering: true)
        let url = try #require(await setup.capture()?["$blob"]?.stringValue)
        clock.advance(by: 31)
        let late = setup.page.transport.fetchBlob(url)
        #expect(late.status == 410)
        #expect(setup.host.lastError?.contains("its time was up") == true)
        #expect(setup.host.blobStore?.heldBytes == 0)
    }

    @Test func aReferenceExpiresOnTheHostsClock() async throws {
        let clock = BridgeManualClock(now: Date(timeIntervalSince1970: 1_700_000_000))
        let setup = BlobPage(BridgeHostOptions(blobMinimumBytes: 1, blobLifetime: 30, clock: clock), image: BlobPage.image(1_000))
        _ = await setup.negotiate(offering: true)
        let url = try #require(await setup.capture()?["$blob"]?.stringValue)
        clock.advance(by: 29.999)
        #expect(setup.host.blobStore?.heldBytes == 1_000)
        // On the main actor, the store frees the blob before `advance` returns; its fetch is
        // refused as expired all the same.
        clock.advance(by: 0.001)
        #expect(setup.host.blobStore?.heldBytes == 0)
        #expect(setup.host.blobStore?.count == 0)
        #expect(setup.page.transport.fetchBlob(url).status == 410)
        #expect(setup.page.transport.fetchBlob(url).status == 404)
    }

    @Test func aBlobNobodyFetchesIsFreedWhenItsTimeIsUp() async throws {
        let setup = BlobPage(BridgeHostOptions(blobMinimumBytes: 1, blobLifetime: 0.05), image: BlobPage.image(1_000))
        _ = await setup.negotiate(offering: true)
        let url = try #require(await setup.capture()?["$blob"]?.stringValue)
        #expect(setup.host.blobStore?.heldBytes == 1_000)
        let freed = await setup.page.eventually { setup.host.blobStore?.heldBytes == 0 ? true : nil }
        #expect(freed == true)
        #expect(setup.page.transport.fetchBlob(url).status == 410)
    }

    @Test func aNavigationRevokesTheOldPagesBlobsAndTerms() async throws {
        let image = BlobPage.image(1_000)
        let setup = BlobPage(BridgeHostOptions(blobMinimumBytes: 1), image: image)
        _ = await setup.negotiate(offering: true)
        let url = try #require(await setup.capture()?["$blob"]?.stringValue)
        setup.page.transport.navigate()
        #expect(setup.host.blobStore?.count == 0)
        #expect(setup.page.transport.fetchBlob(url).status == 404)
        #expect(await setup.capture()?.stringValue == image.base64EncodedString())
    }

    @Test func heldBlobsCountAgainstMaxHeldBytes() async throws {
        let image = BlobPage.image(60_000)
        let setup = BlobPage(BridgeHostOptions(maxHeldBytes: 100_000, blobMinimumBytes: 1), image: image)
        _ = await setup.negotiate(offering: true)
        let url = try #require(await setup.capture()?["$blob"]?.stringValue)

        // 60,000 bytes held: a 50,000-byte request no longer fits.
        let big = setup.page.request("consent.ask", data: ["text": .string(String(repeating: "x", count: 50_000))])
        #expect(setup.page.responses(to: big).first?["payload"]?["error"]?["code"] == "BUSY")

        // Nor does a second image: it goes inline, and the host says why.
        #expect(await setup.capture()?.stringValue == image.base64EncodedString())
        #expect(setup.delegate.problems.last?.kind == .blobRefused)
        #expect(setup.host.lastError?.contains("maxHeldBytes") == true)

        // Fetched, the room is back.
        #expect(setup.page.transport.fetchBlob(url).status == 200)
        #expect(await setup.capture()?["$blob"] != nil)
    }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_700_000_000)

    var now: @Sendable () -> Date { { [self] in lock.withLock { current } } }

    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}
