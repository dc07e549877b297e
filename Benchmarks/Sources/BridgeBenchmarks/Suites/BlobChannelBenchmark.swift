import Foundation
@_spi(BridgeGenerated) import GBGBridge

/// Issue 19: an 8 MiB document result by the blob channel against inline base64, through the host's
/// real path, up to what the platform takes. Inline, that is the script a WebView evaluates, with the
/// image as base64 in it; by blob, a small script with a reference, then the body the scheme handler
/// serves when the page fetches it. Host work and peak extra memory of each.
@MainActor
struct BlobChannelBenchmark {
    var imageByteCount = 8 << 20
    var rounds = 15

    func run() async -> [BenchmarkResult] {
        let image = Data(SampleMessages.imageBytes(count: imageByteCount))
        let result = DocumentCaptureResult(imageData: image, width: 3024, height: 4032)
        let inline = DocumentHost(result: result)
        let blob = DocumentHost(resultByBlob: result)
        let sizes = await blob.roundTripServingBlob()
        check(
            sizes.body == image.count && sizes.script < 1_000, "the blob path did not send a reference and serve the image")

        let times = await PairedTiming(rounds: rounds, batch: 1).run(
            ours: { _ = await blob.roundTripServingBlob() },
            baseline: { _ = await inline.roundTrip(taking: .script) })
        var comparison = BenchmarkResult(
            name: "document-result-8MB-blob", target: nil,
            ours:
                "the same round trip to a page that offered blobs: the response's script String (\(sizes.script) bytes, a reference), "
                + "then the scheme handler's answer to the page's fetch of it (the 8 MiB body)",
            baseline: "the same round trip inline: the script String a WebView evaluates, with the image as base64 (11.2 MB)",
            unit: "ms", oursTime: times.ours, baselineTime: times.baseline, maximumRatio: nil)
        let (oursAllocations, _) = await AllocationReport.measure { await blob.roundTripServingBlob() }
        let (inlineAllocations, inlineSize) = await AllocationReport.measure { await inline.roundTrip(taking: .script) }
        comparison.oursAllocations = oursAllocations
        comparison.baselineAllocations = inlineAllocations
        if let oursAllocations, let inlineAllocations {
            comparison.notes.append(
                "peak extra memory: blob \(megabytes(oursAllocations.peakBytes)), inline \(megabytes(inlineAllocations.peakBytes)) "
                    + "(its script is \(megabytes(inlineSize))); the blob path serves the app's Data itself, no copy")
        }
        comparison.notes.append(
            "what a device adds and this cannot measure: WebKit copying the script, or the body, to the web content process, "
                + "and the page decoding base64 or reading the fetched body (see the README's performance section)")
        return [comparison]
    }
}
