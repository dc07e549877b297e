import Foundation
import GBGBridge

/// Target 1: a document capture result with 8 MB of image bytes, encoded into the outgoing message
/// the host hands to the transport, against Foundation's `base64EncodedString()` of the same bytes.
@MainActor
struct DocumentEncodingBenchmark {
    var imageByteCount = 8 << 20
    var rounds = 15

    func run() async -> [BenchmarkResult] {
        let image = Data(SampleMessages.imageBytes(count: imageByteCount))
        let result = DocumentCaptureResult(imageData: image, width: 3024, height: 4032)

        // Ours, through the host's real response path: the page's request is received and routed to
        // the document slot, whose handler returns the result; the host encodes the response and
        // hands a BridgeOutgoingMessage to the in-memory transport.
        let host = BridgeHost(hostVersion: "bench")
        host.documentCapture.handler = { _ in .document(result) }
        let transport = InMemoryTransport()
        host.attach(transport)
        let request = SampleMessages.documentCaptureRequest()
        func roundTrip() async -> BridgeOutgoingMessage {
            transport.post(bytes: request)
            while transport.delivered.isEmpty { await Task.yield() }
            let message = transport.delivered[0]
            transport.clearDelivered()
            return message
        }
        let check = await roundTrip()
        precondition(check.json.count > image.count * 4 / 3 && check.json.starts(with: Array("{\"version\"".utf8)),
                     "unexpected response: \(String(decoding: check.json.prefix(200), as: UTF8.self))")

        var results: [BenchmarkResult] = []
        let timing = PairedTiming(rounds: rounds, batch: 1)
        let hostTimes = await timing.run(
            ours: { _ = await roundTrip() },
            baseline: { _ = image.base64EncodedString() })
        var hostResult = BenchmarkResult(
            name: "document-result-8MB-host", target: 1,
            ours: "BridgeHost answers a camera.document.capture request from its slot with a DocumentCaptureResult holding 8 MiB of image bytes: receive the ~200-byte request, route, run the handler, encode the response envelope, hand the BridgeOutgoingMessage (11.2 MB of JSON) to InMemoryTransport.deliver",
            baseline: "Data.base64EncodedString() of the same 8 MiB",
            unit: "ms", oursTime: hostTimes.ours, baselineTime: hostTimes.baseline, maximumRatio: 1.3)
        let (hostAllocations, message) = await AllocationReport.measure { await roundTrip() }
        let (baseAllocations, encoded) = AllocationReport.measure { image.base64EncodedString() }
        hostResult.oursAllocations = hostAllocations
        hostResult.baselineAllocations = baseAllocations
        if let hostAllocations {
            let beyond = hostAllocations.peakBytes - message.json.count
            hostResult.notes.append(
                "peak memory: \(megabytes(hostAllocations.peakBytes)) at most in use during one round trip; output \(megabytes(message.json.count)); "
                + "beyond the output \(megabytes(beyond)) = \(ReportTable.fixed(Double(beyond) / Double(message.json.count) * 100, 2))% of it (target: at most 50%)")
            hostResult.notes.append("peak memory met: \(Double(beyond) <= Double(message.json.count) / 2 ? "yes" : "NO")")
        }
        if let baseAllocations {
            hostResult.notes.append("baseline peak: \(megabytes(baseAllocations.peakBytes)) for a \(megabytes(encoded.utf8.count)) string")
        }
        results.append(hostResult)

        // The same writer calls the host makes, without receiving and routing: the encoding alone.
        let writerTimes = timing.run(
            ours: { _ = Self.encodeResponse(result) },
            baseline: { _ = image.base64EncodedString() })
        var writerResult = BenchmarkResult(
            name: "document-result-8MB-writer", target: nil,
            ours: "the host's response encoding alone: BridgeRawEnvelope.write with the generated DocumentCaptureResult encoder into a JSONWriter sized by its size hint, wrapped in a BridgeOutgoingMessage",
            baseline: "Data.base64EncodedString() of the same 8 MiB",
            unit: "ms", oursTime: writerTimes.ours, baselineTime: writerTimes.baseline, maximumRatio: nil)
        let (writerAllocations, _) = AllocationReport.measure { Self.encodeResponse(result) }
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
        results.append(BenchmarkResult(
            name: "document-result-8MB-JSONEncoder", target: nil,
            ours: "for reference, not ours: JSONEncoder of the same response envelope as Codable structs",
            baseline: "Data.base64EncodedString() of the same 8 MiB",
            unit: "ms", oursTime: codableTimes.ours, baselineTime: codableTimes.baseline, maximumRatio: nil))
        return results
    }

    /// What `BridgeEngine.send(response:to:action:)` does with a typed slot result.
    static func encodeResponse(_ result: DocumentCaptureResult) -> BridgeOutgoingMessage {
        let envelope = BridgeRawEnvelope(
            version: GBGBridgeProtocol.version, correlationId: "web-3f2a9c4e-8b1d-4e6f-a2c3-000000000000",
            type: "response", timestamp: 1_700_000_000_000, action: "camera.document.capture", status: "success")
        var writer = JSONWriter(capacity: 256 + result.estimatedJSONSize)
        envelope.write(to: &writer) { writer in result.encode(to: &writer) }
        return BridgeOutgoingMessage(json: writer.bytes)
    }
}

/// Bytes in MB (10^6), with two decimals.
func megabytes(_ bytes: Int) -> String { ReportTable.fixed(Double(bytes) / 1_000_000, 2) + " MB" }
