@_spi(BridgeGenerated) import BridgeRuntime
import Foundation
@_spi(BridgeGenerated) import SignaturePadBridge
import Testing

/// The example capability package: an extension spec of GBGBridge, generated at build time by
/// BridgeGenPlugin; GBGBridge's own host serves it, beside its document capture.
@MainActor
@Suite struct SignaturePadBridgeTests {
    /// Sends a request as the page would and returns the host's response.
    private func request(_ action: String, data: JSONValue, through transport: InMemoryTransport) async throws -> JSONValue {
        var writer = JSONWriter()
        writer.value([
            "version": "1.0", "correlationId": "sig-\(transport.delivered.count)", "type": "request",
            "timestamp": 1, "payload": ["action": .string(action), "data": data],
        ])
        let before = transport.delivered.count
        transport.post(bytes: writer.bytes)
        for _ in 0..<2_000 where transport.delivered.count == before {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        let message = try #require(transport.delivered.last)
        return try JSONReader().read(message.json)
    }

    @Test func generatedTypesRoundTripThroughTheirCodecs() throws {
        let result = SignatureResult(
            image: Data([0x89, 0x50, 0x4E, 0x47]), points: [SignaturePoint(x: 0.25, y: 0.5)], durationMilliseconds: 1_250)
        var writer = JSONWriter()
        result.encode(to: &writer)
        let json = try JSONReader().read(writer.bytes)
        #expect(json == ["image": "iVBORw==", "points": [["x": 0.25, "y": 0.5]], "duration_ms": 1250])
        #expect(try SignatureResult(json: json, path: JSONPath()) == result)

        let defaults = try SignatureRequest(json: ["signerName": "Ada"], path: JSONPath())
        #expect(defaults == SignatureRequest(signerName: "Ada", minimumPoints: 20, inkColor: .black))
        // InkColor is closed where the page sends it: a colour the spec does not list is refused.
        #expect(
            throws: BridgeDecodingError(
                path: JSONPath([.key("inkColor")]),
                problem: .typeMismatch(
                    expected: #"one of "black", "blue""#, found: #"the string "sepia""#))
        ) {
            try SignatureRequest(json: ["signerName": "Ada", "inkColor": "sepia"], path: JSONPath())
        }
    }

    @Test func capabilityQueryDeclaresThePadOnceItHasAHandler() async throws {
        let host = BridgeHost(hostVersion: "2.0.0")
        let transport = InMemoryTransport()
        host.attach(transport)
        let before = try await request("capability.query", data: [:], through: transport)
        #expect(before["payload"]?["data"]?["capabilities"]?["signature.pad"] == nil)

        _ = SignaturePadController(host: host)
        let after = try await request("capability.query", data: [:], through: transport)
        #expect(after["payload"]?["data"]?["capabilities"]?["signature.pad"] == ["supported": true, "version": "1.2"])
        #expect(host.installedExtensions.map { $0.name } == ["SignaturePad"])
    }

    @Test func oneHostServesTheBaseProtocolAndTheExtensionOverOneTransport() async throws {
        let host = BridgeHost(hostVersion: "2.0.0")
        host.documentCapture.handler = { _ in .document(DocumentCaptureResult(imageData: Data([1]), width: 1, height: 1)) }
        let controller = SignaturePadController(host: host)
        let transport = InMemoryTransport()
        host.attach(transport)

        let document = try await request("camera.document.capture", data: [:], through: transport)
        #expect(document["payload"]?["status"] == "success")
        async let signature = request("signature.capture", data: ["signerName": "Ada"], through: transport)
        while controller.activeRequest == nil { await Task.yield() }
        // The extension's defaults, applied as its request arrived.
        #expect(controller.activeRequest?.data == SignatureRequest(signerName: "Ada", minimumPoints: 20, inkColor: .black))
        controller.finish(
            image: [7], points: Array(repeating: SignaturePoint(x: 0.5, y: 0.5), count: 20), durationMilliseconds: 900)
        let answer = try await signature
        #expect(answer["payload"]?["data"]?["duration_ms"] == 900)
    }

    @Test func shortSignaturesAreRejectedWithTheSpecsErrorCode() async throws {
        let host = BridgeHost(hostVersion: "2.0.0")
        let controller = SignaturePadController(host: host)
        let transport = InMemoryTransport()
        host.attach(transport)

        async let response = request("signature.capture", data: ["signerName": "Ada", "minimumPoints": 3], through: transport)
        while controller.activeRequest == nil { await Task.yield() }
        #expect(controller.activeRequest?.data.minimumPoints == 3)
        controller.finish(image: [1], points: [SignaturePoint(x: 0, y: 0)], durationMilliseconds: 10)

        let answer = try await response
        #expect(answer["payload"]?["status"] == "error")
        #expect(
            answer["payload"]?["error"] == [
                "code": "SIGNATURE_TOO_SHORT", "message": "1 points; at least 3 needed", "recoverable": true,
            ])
    }

    @Test func invalidRequestDataNeverReachesTheHandler() async throws {
        let host = BridgeHost(hostVersion: "2.0.0")
        let controller = SignaturePadController(host: host)
        let transport = InMemoryTransport()
        host.attach(transport)

        let answer = try await request("signature.capture", data: ["minimumPoints": 3], through: transport)
        #expect(answer["payload"]?["error"]?["code"] == "INVALID_REQUEST")
        #expect(
            answer["payload"]?["error"]?["message"]
                == "Invalid signature.capture request: payload.data.signerName: required key is missing")
        #expect(controller.activeRequest == nil)
    }

    @Test func eventsUseTheTypedPayload() throws {
        let host = BridgeHost(hostVersion: "2.0.0")
        let transport = InMemoryTransport()
        host.attach(transport)
        SignaturePadController(host: host).padCleared(attempts: 2)
        let event = try JSONReader().read(try #require(transport.delivered.first).json)
        #expect(event["payload"] == ["action": "signature.cleared", "data": ["attempts": 2]])
    }

    @Test func aCancelledRequestReleasesTheWaitingHandler() async throws {
        let host = BridgeHost(hostVersion: "2.0.0", options: BridgeHostOptions(requestTimeout: 0.05))
        let controller = SignaturePadController(host: host)
        let transport = InMemoryTransport()
        host.attach(transport)
        let answer = try await request("signature.capture", data: ["signerName": "Ada"], through: transport)
        #expect(answer["payload"]?["error"]?["code"] == "TIMEOUT")
        for _ in 0..<200 where controller.activeRequest != nil { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(controller.activeRequest == nil, "the timeout cancelled the handler, which let go of the request")
    }
}
