import BridgeRuntime
import Foundation
import Testing
import SignaturePadBridge

/// The example capability package: its API is generated at build time by BridgeGenPlugin from its
/// own bridge.yaml, and works like GBGBridge's.
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
        #expect(try SignatureRequest(json: ["signerName": "Ada", "inkColor": "sepia"], path: JSONPath()).inkColor.rawValue == "sepia")
    }

    @Test func capabilityQueryDeclaresTheSlotOnceItHasAHandler() async throws {
        let host = BridgeHost(hostVersion: "2.0.0")
        let transport = InMemoryTransport()
        host.attach(transport)
        let before = try await request("capability.query", data: [:], through: transport)
        #expect(before["payload"]?["data"]?["capabilities"] == ["signature.pad": ["supported": false, "version": "1.2"]])

        _ = SignaturePadController(host: host)
        let after = try await request("capability.query", data: [:], through: transport)
        #expect(after["payload"]?["data"] == [
            "environment": "ios", "hostVersion": "2.0.0",
            "capabilities": ["signature.pad": ["supported": true, "version": "1.2"]],
        ])
    }

    @Test func shortSignaturesAreRejectedWithTheSpecsErrorCode() async throws {
        let host = BridgeHost(hostVersion: "2.0.0")
        let controller = SignaturePadController(host: host)
        let transport = InMemoryTransport()
        host.attach(transport)

        async let response = request("signature.capture", data: ["signerName": "Ada", "minimumPoints": 3], through: transport)
        while controller.activeRequest == nil { await Task.yield() }
        #expect(controller.activeRequest?.minimumPoints == 3)
        controller.finish(image: [1], points: [SignaturePoint(x: 0, y: 0)], durationMilliseconds: 10)

        let answer = try await response
        #expect(answer["payload"]?["status"] == "error")
        #expect(answer["payload"]?["error"] == ["code": "SIGNATURE_TOO_SHORT", "message": "1 points; at least 3 needed", "recoverable": true])
    }

    @Test func invalidRequestDataNeverReachesTheHandler() async throws {
        let host = BridgeHost(hostVersion: "2.0.0")
        let controller = SignaturePadController(host: host)
        let transport = InMemoryTransport()
        host.attach(transport)

        let answer = try await request("signature.capture", data: ["minimumPoints": 3], through: transport)
        #expect(answer["payload"]?["error"]?["code"] == "INVALID_REQUEST")
        #expect(answer["payload"]?["error"]?["message"] == "Invalid signature.capture request: payload.data.signerName: required key is missing")
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

    /// Request data is decoded straight from the text when it can be: required fields, integers and
    /// defaults read as the general decoder reads them, and anything else is left to it.
    @Test func requestDataIsReadStraightFromTheTextAsTheGeneralDecoderReadsIt() throws {
        func read(_ data: String) throws -> (fast: SignatureRequest?, general: SignatureRequest?) {
            let bytes = Array(("{\"version\":\"1.0\",\"correlationId\":\"s\",\"type\":\"request\",\"timestamp\":1,"
                + "\"payload\":{\"action\":\"signature.capture\",\"data\":\(data)}}").utf8)
            let (envelope, requestData) = try BridgeRawEnvelope.reading(bytes, requestDataOf: SignaturePadProtocol.self)
            let general = try? SignaturePadProtocol.decodeRequestData(action: envelope.action, data: envelope.data)
            return (requestData?.value(as: SignatureRequest.self), general?.value(as: SignatureRequest.self))
        }
        let defaults = try read(#"{"signerName":"Ann"}"#)
        #expect(defaults.fast == SignatureRequest(signerName: "Ann", minimumPoints: 20, inkColor: .black))
        #expect(defaults.fast == defaults.general)
        let given = try read(#"{"inkColor":"blue","minimumPoints":5,"signerName":"Ann"}"#)
        #expect(given.fast == SignatureRequest(signerName: "Ann", minimumPoints: 5, inkColor: .blue))
        #expect(given.fast == given.general)
        let nullDefault = try read(#"{"signerName":"Ann","minimumPoints":null}"#)
        #expect(nullDefault.fast?.minimumPoints == 20)
        #expect(nullDefault.fast == nullDefault.general)
        for rejected in [#"{"minimumPoints":5}"#, #"{"signerName":null}"#, #"{"signerName":"Ann","minimumPoints":5.5}"#] {
            let read = try read(rejected)
            #expect(read.fast == nil && read.general == nil, "\(rejected)")
        }
    }
}
