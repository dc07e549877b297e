import BridgeRuntime
import Foundation
import GBGBridge

/// A page whose transport serves blobs, and a document camera that returns a chosen image: what the
/// blob channel's tests share.
@MainActor
struct BlobPage {
    static let prefix = "gbgbridge-blob://blob/"
    static let origin = "https://journey.example"

    let host: BridgeHost
    let page: TestPage
    let delegate = RecordingDelegate()

    /// A host with `options` whose document capture answers with `image`, behind a transport that
    /// serves blobs unless `serving` is false.
    init(_ options: BridgeHostOptions = BridgeHostOptions(), image: Data, serving: Bool = true) {
        host = BridgeHost(hostVersion: "1.0.0", options: options)
        host.delegate = delegate
        page = TestPage(host: host)
        page.transport.blobURLPrefix = serving ? Self.prefix : nil
        page.transport.pageOrigin = Self.origin
        host.documentCapture.handler = { _ in .document(DocumentCaptureResult(imageData: image, width: 10, height: 20)) }
    }

    /// Negotiates, offering blobs when `offering`; returns the result's `blobs`.
    func negotiate(offering: Bool) async -> JSONValue? {
        let query = page.request("capability.query", data: offering ? ["blobs": ["kinds": ["url"]]] : [:])
        return await page.response(to: query)?["payload"]?["data"]?["blobs"]
    }

    /// Captures a document and returns the result's `imageData` as sent.
    func capture() async -> JSONValue? {
        let capture = page.request("camera.document.capture")
        return await page.response(to: capture)?["payload"]?["data"]?["imageData"]
    }

    /// Deterministic bytes that no short pattern repeats in.
    static func image(_ count: Int) -> Data {
        var generator = SplitMix(seed: UInt64(count))
        return Data((0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    }
}

/// A small seeded generator, so that test images are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var seed: UInt64
    mutating func next() -> UInt64 {
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
