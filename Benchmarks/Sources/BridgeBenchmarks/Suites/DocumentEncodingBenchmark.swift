import Foundation
@_spi(BridgeGenerated) import GBGBridge

/// Target 1: a document capture result with 8 MB of image bytes, from the page's request to what
/// the platform API takes — the JSON bytes a transport hands on, and the script `String` a WebView
/// evaluates — against Foundation's `base64EncodedString()` of the same bytes.
@MainActor
struct DocumentEncodingBenchmark {
    var imageByteCount = 8 << 20
    var rounds = 15

    func run() async -> [BenchmarkResult] {
        let image = Data(SampleMessages.imageBytes(count: imageByteCount))
        let result = DocumentCaptureResult(imageData: image, width: 3024, height: 4032)
        let timing = PairedTiming(rounds: rounds, batch: 1)
        let baseline = "Data.base64EncodedString() of the same 8 MiB"
        let (baseAllocations, encoded) = AllocationReport.measure { image.base64EncodedString() }

        // Ours, through the host's real response path: the page's request is received and routed to
        // the document slot, whose handler returns the result; the host encodes the response and
        // hands a BridgeOutgoingMessage to the transport, which takes the form it hands on.
        let host = DocumentHost(result: result)
        let jsonCheck = await host.roundTrip { $0.json }
        check(
            jsonCheck.count > image.count * 4 / 3 && jsonCheck.starts(with: Array("{\"version\"".utf8)),
            "unexpected response: \(String(decoding: jsonCheck.prefix(200), as: UTF8.self))")
        let scriptCheck = await host.roundTrip { $0.javaScript }
        // Only the timestamp differs between two answers, and it is as long. The JSON is a string
        // literal in the script: its quotes and backslashes are escaped.
        let escapes = jsonCheck.lazy.filter { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }.count
        check(
            scriptCheck.hasPrefix(#"window.GBGBridge.receive("{\"version\""#) && scriptCheck.hasSuffix(#"}");void 0"#)
                && scriptCheck.utf8.count == jsonCheck.count + escapes + 35, "the script is not the JSON in its call")

        var results: [BenchmarkResult] = []
        for form in OutgoingForm.allCases {
            let times = await timing.run(
                ours: { _ = await host.roundTrip(taking: form) },
                baseline: { _ = image.base64EncodedString() })
            var hostResult = BenchmarkResult(
                name: form.benchmarkName, target: 1, ours: form.description, baseline: baseline,
                unit: "ms", oursTime: times.ours, baselineTime: times.baseline, maximumRatio: 1.3)
            let (allocations, output) = await AllocationReport.measure { await host.roundTrip(taking: form) }
            hostResult.oursAllocations = allocations
            hostResult.baselineAllocations = baseAllocations
            if let allocations {
                hostResult.notes += Self.peakNotes(allocations, output: output, what: form.outputName)
            }
            if let baseAllocations {
                hostResult.notes.append(
                    "baseline peak: \(megabytes(baseAllocations.peakBytes)) for a \(megabytes(encoded.utf8.count)) string")
            }
            results.append(hostResult)
        }

        // The same writer calls the host makes, without receiving and routing: the encoding alone.
        let writerTimes = timing.run(
            ours: { _ = Self.encodeResponse(result).json },
            baseline: { _ = image.base64EncodedString() })
        var writerResult = BenchmarkResult(
            name: "document-result-8MB-writer", target: nil,
            ours:
                "the host's response encoding alone: BridgeRawMessage.write with the generated DocumentCaptureResult encoder into a JSONWriter, wrapped in a BridgeOutgoingMessage and laid out as JSON bytes",
            baseline: baseline,
            unit: "ms", oursTime: writerTimes.ours, baselineTime: writerTimes.baseline, maximumRatio: nil)
        let (writerAllocations, _) = AllocationReport.measure { Self.encodeResponse(result).json }
        writerResult.oursAllocations = writerAllocations
        writerResult.baselineAllocations = baseAllocations
        results.append(writerResult)

        // For reference, what the issue compares against: Foundation's JSONEncoder of the same data.
        let codable = CodableEnvelope(
            version: "1.0", correlationId: "web-1", type: "response", timestamp: 1_700_000_000_000,
            payload: CodablePayload(
                action: "camera.document.capture",
                data: CodableDocumentCaptureResult(imageData: image, width: 3024, height: 4032, mimeType: "image/jpeg"),
                status: "success", error: nil))
        let encoder = JSONEncoder()
        let codableTimes = PairedTiming(rounds: 5, batch: 1, warmup: 1).run(
            ours: { _ = try! encoder.encode(codable) },
            baseline: { _ = image.base64EncodedString() })
        results.append(
            BenchmarkResult(
                name: "document-result-8MB-JSONEncoder", target: nil,
                ours: "for reference, not ours: JSONEncoder of the same response envelope as Codable structs",
                baseline: baseline,
                unit: "ms", oursTime: codableTimes.ours, baselineTime: codableTimes.baseline, maximumRatio: nil))
        return results
    }

    /// What one round trip held at its peak beyond its output, against the target of half the output.
    static func peakNotes(_ allocations: AllocationReport, output: Int, what: String) -> [String] {
        let beyond = allocations.peakBytes - output
        return [
            "peak memory: \(megabytes(allocations.peakBytes)) at most in use during one round trip; \(what) \(megabytes(output)); "
                + "beyond it \(megabytes(beyond)) = \(ReportTable.fixed(Double(beyond) / Double(output) * 100, 2))% of it (target: at most 50%)",
            "peak memory met: \(Double(beyond) <= Double(output) / 2 ? "yes" : "NO")",
        ]
    }

    /// What `BridgeHostBase.send(response:to:action:)` does with a typed slot result.
    static func encodeResponse(_ result: DocumentCaptureResult) -> BridgeOutgoingMessage {
        let envelope = BridgeRawMessage(
            version: GBGBridgeProtocol.version, correlationId: "web-3f2a9c4e-8b1d-4e6f-a2c3-000000000000",
            type: "response", timestamp: 1_700_000_000_000, action: "camera.document.capture", status: "success")
        var writer = JSONWriter(capacity: 256)
        envelope.write(to: &writer) { writer in result.encode(to: &writer) }
        return BridgeOutgoingMessage(writer)
    }
}

/// Bytes in MB (10^6), with two decimals.
func megabytes(_ bytes: Int) -> String { ReportTable.fixed(Double(bytes) / 1_000_000, 2) + " MB" }
