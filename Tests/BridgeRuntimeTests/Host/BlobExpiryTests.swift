import Foundation
import Testing

@testable import BridgeRuntime

/// A blob whose time was up is refused as expired whether or not the store has freed it, for the
/// last few expired; the store never holds more than that of blobs gone.
@MainActor
@Suite struct BlobExpiryTests {
    @Test func freedBlobsAreRefusedAsExpiredOnceAndTheOldestAreForgotten() {
        let clock = BridgeManualClock()
        let store = BridgeBlobStore(lifetime: 1, clock: clock)
        let count = ExpiredBlobTokens.capacity + 10
        for number in 0..<count { store.keep(BridgeBlob(bytes: Data([1, 2, 3]), mimeType: "x/y"), as: "token-\(number)") }
        #expect(store.heldBytes == 3 * count)
        clock.advance(by: 1)
        #expect(store.count == 0 && store.heldBytes == 0)
        // Blobs that expire together are freed in no particular order: which ones are forgotten
        // is not said, only how many are remembered.
        let lookups = (0..<count).map { store.take("token-\($0)") }
        #expect(lookups.filter { $0 == .expired }.count == ExpiredBlobTokens.capacity)
        #expect(lookups.filter { $0 == .unknown }.count == 10)
        #expect((0..<count).allSatisfy { store.take("token-\($0)") == .unknown })
        #expect(store.take("never") == .unknown)
    }

    @Test func aNewPageForgetsTheExpiredTokens() {
        let clock = BridgeManualClock()
        let store = BridgeBlobStore(lifetime: 1, clock: clock)
        store.keep(BridgeBlob(bytes: Data([1]), mimeType: "x/y"), as: "token")
        clock.advance(by: 2)
        store.removeAll()
        #expect(store.take("token") == .unknown)
    }
}
