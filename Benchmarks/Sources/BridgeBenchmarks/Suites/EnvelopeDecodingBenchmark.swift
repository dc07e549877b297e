import Foundation
@_spi(BridgeGenerated) import GBGBridge

/// Target 2: decoding and validating a typical incoming request envelope (about 200 bytes, with
/// data), against JSONDecoder into equivalent Codable structs.
struct EnvelopeDecodingBenchmark {
    var rounds = 31
    var batch = 2_000

    func run() -> [BenchmarkResult] {
        let bytes = SampleMessages.documentCaptureRequest()
        let data = Data(bytes)
        let decoder = JSONDecoder()
        let ours = { () throws -> BridgeMessage in try IncomingRequestDecoding.decode(bytes) }
        let baseline = { () throws -> CodableEnvelope<CodableDocumentCaptureRequest> in
            let envelope = try decoder.decode(CodableEnvelope<CodableDocumentCaptureRequest>.self, from: data)
            // The same checks the host makes: its major version, a known type.
            guard envelope.version.split(separator: ".").first == "1", envelope.type == "request" else {
                throw CocoaError(.coderInvalidValue)
            }
            return envelope
        }
        let decoded = try! ours()
        check(decoded.payload.action == .cameraDocumentCapture && decoded.payload.data?["side"] == "front")
        check(try! baseline().payload.data?.side == "front")

        let times = try! PairedTiming(rounds: rounds, batch: batch).run(
            ours: { _ = try ours() }, baseline: { _ = try baseline() })
        var result = BenchmarkResult(
            name: "request-envelope-decode", target: 2,
            ours:
                "a \(bytes.count)-byte camera.document.capture request, bytes to a validated BridgeMessage as the host decodes it: strict JSON reading (UTF-8, duplicate keys, limits), envelope fields, its major version and type, the request data checked against DocumentCaptureRequest",
            baseline:
                "JSONDecoder (reused) into Codable structs of the same envelope with typed DocumentCaptureRequest data, plus the same version and type checks",
            unit: "µs", oursTime: times.ours, baselineTime: times.baseline, maximumRatio: 1.0 / 8)
        result.oursAllocations = try! AllocationReport.measure(ours).0
        result.baselineAllocations = try! AllocationReport.measure(baseline).0
        // Our side alone, as a profiler wants it, without the steps timed on their own.
        result.notes = PairedTiming.oursOnly ? [] : stages(of: bytes)
        return [result]
    }

    /// Where our time goes: each step of `IncomingRequestDecoding.decode` timed on its own, best of
    /// a few rounds, so the README's breakdown can be checked.
    private func stages(of bytes: [UInt8]) -> [String] {
        let limits = IncomingRequestDecoding.limits
        let (raw, requestData) = try! BridgeRawMessage.reading(bytes, limits: limits, requestDataOf: GBGBridgeProtocol.self)
        // The fast path must be the one measured: the data decoded straight from the text.
        let decoded = requestData!
        let steps: [(String, () -> Void)] = [
            (
                "reading the envelope, the data decoded from the text as DocumentCaptureRequest (BridgeRawMessage.reading(_:limits:requestDataOf:))",
                {
                    _ = try! BridgeRawMessage.reading(bytes, limits: limits, requestDataOf: GBGBridgeProtocol.self)
                }
            ),
            ("making the message (BridgeMessage(raw:decodedData:))", { _ = BridgeMessage(raw: raw, decodedData: decoded) }),
            (
                "for comparison, the general way: the envelope with its data as JSON values (BridgeRawMessage(reading:))",
                {
                    _ = try! BridgeRawMessage(reading: bytes, limits: limits)
                }
            ),
            (
                "for comparison, the general way: then decoding the JSON values (decodeRequestData(action:data:))",
                {
                    _ = try! GBGBridgeProtocol.decodeRequestData(action: raw.action, data: raw.data)
                }
            ),
        ]
        return steps.map { name, step in
            let time = PairedTiming(rounds: 11, batch: batch).run(ours: step, baseline: {}).ours
            return "step: \(name): \(ReportTable.format(time.min / 1_000, "µs"))"
        }
    }
}
