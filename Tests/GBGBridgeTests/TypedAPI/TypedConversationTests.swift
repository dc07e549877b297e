import Foundation
import GBGBridge
import TestSupport
import Testing

/// A whole journey, every action and event of the shipped spec, with the host using only the typed
/// API: typed slots, a typed action handler, typed events both ways. No JSON is built or read on
/// the host's side.
@MainActor
@Suite struct TypedConversationTests {
    @Test func everyActionAndEventThroughTheTypedAPI() async throws {
        let host = BridgeHost(hostVersion: "2.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let stream = host.events()
        let image = Data([0xFF, 0xD8, 0xFF])

        var documentOptions: [DocumentCaptureRequest] = []
        host.documentCapture.handler = { request in
            documentOptions.append(request.data)
            return .document(DocumentCaptureResult(imageData: image, width: 4, height: 3))
        }
        var selfieOptions: [SelfieCaptureRequest] = []
        host.selfieCapture.handler = { request in
            selfieOptions.append(request.data)
            return .selfie(
                SelfieCaptureResult(
                    previewImageData: image, width: 2, height: 2, encryptedBlob: Data([1]), unencryptedBlob: Data([2])))
        }
        var chipRequests: [NFCReadRequest] = []
        host.handle(.nfcRead) { request in
            chipRequests.append(request.data)
            return NFCReadResult(chipRead: true, dataGroups: request.data.dataGroups, mrz: request.data.mrz)
        }
        let page = TestPage(host: host)

        // capability.query: the host answers from its typed declarations, with the spec's versions.
        let query = try #require(await page.response(to: page.request("capability.query")))
        let declared = try #require(query["payload"]?["data"]?["capabilities"]?.objectValue)
        for id in ["camera.document", "camera.selfie", "nfc.read"] {
            let version = try #require(ShippedSpecText.value(of: "version", inEntry: id, of: "capabilities"))
            #expect(
                declared[id] == [
                    "supported": true, "version": .string(version.trimmingCharacters(in: CharacterSet(charactersIn: "\""))),
                ])
        }

        let document = try #require(await page.response(to: page.request("camera.document.capture", data: ["side": "front"])))
        #expect(document["payload"]?["data"] == ["imageData": "/9j/", "width": 4, "height": 3, "mimeType": "image/jpeg"])
        #expect(documentOptions == [DocumentCaptureRequest(side: .front)])

        let selfie = try #require(await page.response(to: page.request("camera.selfie.capture")))
        #expect(selfie["payload"]?["status"] == "success")
        #expect(selfieOptions.map(\.liveness) == [true])  // the spec's default, applied

        let chip = try #require(await page.response(to: page.request("nfc.read", data: ["mrz": "P<UTO", "dataGroups": ["DG1"]])))
        #expect(chip["payload"]?["data"] == ["chipRead": true, "dataGroups": ["DG1"], "mrz": "P<UTO"])
        #expect(chipRequests == [NFCReadRequest(mrz: "P<UTO", dataGroups: ["DG1"])])

        // Every event the host may send, typed.
        host.send(.hostReady, HostReadyEvent(timestamp: 12.5))
        host.send(.hostBackground)
        host.send(.hostForeground)
        host.send(.hostOrientation, HostOrientationEvent(orientation: .landscapeLeft))
        host.send(.journeyCancel, JourneyCancelEvent(reason: "user_dismissed"))
        let events = page.delivered.filter { $0["type"] == "event" }
        #expect(
            events.map { $0["payload"]?["action"] } == [
                "host.ready", "host.background", "host.foreground", "host.orientation", "journey.cancel",
            ])
        #expect(
            events.map { $0["payload"]?["data"] } == [
                ["timestamp": 12.5], [:], [:], ["orientation": "landscapeLeft"], ["reason": "user_dismissed"],
            ])

        // Every event the page may send, typed for the delegate and the stream.
        page.event("journey.started")
        page.event("journey.progress", data: ["step": "document", "progress": 0.5])
        page.event("journey.complete", data: ["status": "success", "referenceId": "ref-1"])
        page.event("journey.error", data: ["message": "network"])
        let expected: [WebToNativeEvent] = [
            .journeyStarted,
            .journeyProgress(JourneyProgressEvent(step: "document", progress: 0.5)),
            .journeyComplete(JourneyCompleteEvent(status: "success", referenceId: "ref-1")),
            .journeyError(JourneyErrorEvent(message: "network")),
        ]
        #expect(delegate.events == expected)
        var streamed: [WebToNativeEvent] = []
        for await event in stream {
            streamed.append(event)
            if streamed.count == expected.count { break }
        }
        #expect(streamed == expected)
        #expect(host.lastError == nil)
        #expect(delegate.problems.isEmpty)
    }
}
