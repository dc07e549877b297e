import Foundation
import Testing

@testable import GBGBridge

/// The seed documents' samples, run: each does what its document says, with the JSON it shows.
@MainActor
@Suite(.serialized) struct SeedSampleTests {
    @Test func capabilityQueryAnswersWithTheDocumentedShape() async throws {
        let host = CapabilityHandlingSamples.basicSetup()
        host.documentCapture.permissionState = .granted
        host.selfieCapture.permissionState = .notDetermined
        host.registerCustomCapability("nfc.read", version: "1.0") { _, responder in
            responder.respond(status: .success)
        }
        let page = TestPage(host: host)

        let id = page.request("capability.query")
        let response = try #require(await page.response(to: id))

        #expect(response["payload"]?["status"] == "success")
        // The concepts guide's query response (BridgeRuntime.docc/Concepts.md, "Capability
        // negotiation", as the SDK documentation shows it), exactly, for what the sample declares.
        let documented: JSONValue = [
            "camera.document": ["supported": true, "version": "1.0", "permissionState": "granted"],
            "camera.selfie": ["supported": true, "version": "1.0", "permissionState": "notDetermined"],
            "nfc.read": ["supported": true, "version": "1.0"],
        ]
        let data = try #require(response["payload"]?["data"]?.objectValue)
        #expect(data["environment"] == "ios")
        #expect(data["hostVersion"] == "1.0.0")
        let capabilities = try #require(data["capabilities"]?.objectValue)
        #expect(capabilities.filter { documented[$0.key] != nil } == documented.objectValue)
        // Whatever else the spec declares as a slot is listed as not offered, so the page knows it.
        for (id, entry) in capabilities where documented[id] == nil {
            #expect(entry["supported"] == false, "\(id) is declared though the sample offers it no handler")
        }
    }

    @Test func handlerAsDeclaration() {
        let host = BridgeHost(hostVersion: "1.0.0")
        // Not supported — no handler set
        #expect(host.documentCapture.isSupported == false)
        // Supported — handler is set
        host.documentCapture.handler = { _ in .cancelled(reason: "unused") }
        #expect(host.documentCapture.isSupported == true)
        // Temporarily disabled — handler set but isEnabled is false
        host.documentCapture.isEnabled = false
        #expect(host.documentCapture.isSupported == false)
    }

    @Test func awaitCompletionFlowEncodesTheDocumentResult() async throws {
        let host = CapabilityHandlingSamples.basicSetup()
        let page = TestPage(host: host)

        let id = page.request("camera.document.capture")
        // 2. Handler runs, sets activeRequest, suspends in awaitCompletion().
        let active = await page.eventually { host.documentCapture.activeRequest }
        #expect(active?.correlationId == id)
        // 4. The camera UI completes the request.
        MessagingSamples.completeSuccess(host, imageData: Data([0xFF, 0xD8, 0xFF, 0xE0]))
        // 5. The SDK encodes and sends the response.
        let response = try #require(await page.response(to: id))
        #expect(response["payload"]?["status"] == "success")
        #expect(response["payload"]?["action"] == "camera.document.capture")
        #expect(
            response["payload"]?["data"] == [
                "imageData": "/9j/4A==", "width": 1920, "height": 1080, "mimeType": "image/jpeg",
            ])
        // 6. activeRequest resets to nil.
        #expect(host.documentCapture.activeRequest == nil)
    }

    @Test func busyRejectionMatchesTheDocumentedError() async throws {
        let host = CapabilityHandlingSamples.basicSetup()
        let page = TestPage(host: host)
        let first = page.request("camera.document.capture")
        _ = await page.eventually { host.documentCapture.activeRequest }

        let second = page.request("camera.document.capture")
        let busy = try #require(await page.response(to: second))
        #expect(busy["payload"]?["status"] == "error")
        #expect(
            busy["payload"]?["error"] == [
                "code": "BUSY",
                "message": "A camera.document capture request is already in progress",
                "recoverable": true,
            ])
        // The first request is untouched and still completes.
        host.documentCapture.complete(CapabilityHandlingSamples.userCancelled())
        let cancelled = try #require(await page.response(to: first))
        #expect(cancelled["payload"]?["status"] == "cancelled")
        #expect(cancelled["payload"]?["error"]?["message"] == "User dismissed camera")
    }

    @Test func selfieAndFailureResultsAreEncoded() async throws {
        let host = CapabilityHandlingSamples.basicSetup()
        let page = TestPage(host: host)

        let selfie = page.request("camera.selfie.capture")
        _ = await page.eventually { host.selfieCapture.activeRequest }
        host.selfieCapture.complete(
            CapabilityHandlingSamples.selfieSuccess(
                previewData: Data("preview".utf8), encryptedData: Data([1, 2, 3]), unencryptedData: Data([4, 5])))
        let selfieResponse = try #require(await page.response(to: selfie))
        #expect(
            selfieResponse["payload"]?["data"] == [
                "previewImageData": "cHJldmlldw==", "width": 640, "height": 480, "encryptedBlob": "AQID",
                "unencryptedBlob": "BAU=", "mimeType": "image/jpeg",
            ])

        let document = page.request("camera.document.capture")
        _ = await page.eventually { host.documentCapture.activeRequest }
        host.documentCapture.complete(CapabilityHandlingSamples.failure())
        let failure = try #require(await page.response(to: document))
        #expect(failure["payload"]?["status"] == "error")
        #expect(
            failure["payload"]?["error"] == [
                "code": "CAMERA_DENIED", "message": "Camera permission was denied", "recoverable": true,
            ])
    }

    @Test func customNFCCapabilityAnswersEachBranch() async throws {
        let host = CapabilityHandlingSamples.customCapability()
        let page = TestPage(host: host)

        NFCTagReaderSession.readingAvailable = true
        ChipReader.result = .success(ChipData(mrz: "P<GBR", photo: Data([1, 2, 3])))
        let success = try #require(await page.response(to: page.request("nfc.read")))
        #expect(success["payload"]?["status"] == "success")
        #expect(success["payload"]?["data"] == ["mrz": "P<GBR", "photo": "AQID"])

        ChipReader.result = .failure(ChipReadFailure())
        let failure = try #require(await page.response(to: page.request("nfc.read")))
        #expect(failure["payload"]?["error"] == ["code": "NFC_ERROR", "message": "The chip did not answer", "recoverable": true])

        NFCTagReaderSession.readingAvailable = false
        defer { NFCTagReaderSession.readingAvailable = true }
        let unavailable = try #require(await page.response(to: page.request("nfc.read")))
        #expect(unavailable["payload"]?["status"] == "unsupported")
        #expect(unavailable["payload"]?["error"]?["code"] == "NFC_NOT_AVAILABLE")
    }

    @Test func configurationBasedHostReportsItsDictionaryAndRoutesToHandlers() async throws {
        let host = CapabilityHandlingSamples.configurationBased()
        let page = TestPage(host: host)

        let query = try #require(await page.response(to: page.request("capability.query")))
        #expect(
            query["payload"]?["data"]?["capabilities"] == [
                "camera.document": [
                    "supported": true, "version": "1.0", "permissionState": "granted",
                    "constraints": ["maxResolution": 4096, "formats": ["jpeg", "png"]],
                ],
                "nfc.read": ["supported": true, "version": "1.0"],
            ])
        let nfc = try #require(await page.response(to: page.request("nfc.read")))
        #expect(nfc["payload"]?["data"] == ["chipRead": true])
        let capture = try #require(await page.response(to: page.request("camera.document.capture")))
        #expect(capture["payload"]?["data"]?["mimeType"] == "image/png")

        host.unregister(action: "nfc.read")
        let id = page.request("nfc.read")
        await page.settle()
        #expect(host.pendingRequests.map(\.correlationId) == [id])
    }

    @Test func coordinatorDelegateSeesMessagesAndAnswersUnhandledRequests() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let coordinator = MessagingSamples.setDelegate(host)
        let page = TestPage(host: host)

        page.event("journey.started")
        let complete = page.request("journey.complete", data: ["result": "passed"])
        let unknown = page.request("user.unknownThing")

        #expect(coordinator.observed == ["event: journey.started", "request: journey.complete", "request: user.unknownThing"])
        #expect(coordinator.handledResults == [.string("passed")])
        #expect(page.responses(to: complete).first?["payload"]?["status"] == "acknowledged")
        let unsupported = try #require(page.responses(to: unknown).first)
        #expect(unsupported["payload"]?["status"] == "unsupported")
        #expect(
            unsupported["payload"]?["error"] == [
                "code": "UNSUPPORTED_ACTION", "message": "Action 'user.unknownThing' is not supported", "recoverable": false,
            ])
        #expect(host.pendingRequests.isEmpty)
    }

    @Test func advancedCoordinatorFollowsTheJourney() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let coordinator = AdvancedJourneyCoordinator()
        var states: [JourneyState] = []
        coordinator.onStateChange = { states.append($0) }
        host.delegate = coordinator
        AdvancedIntegrationSamples.setupBridge(host, cameraAvailable: true, permissionState: .denied, nfcAvailable: true)
        let page = TestPage(host: host)

        page.event("journey.started")
        page.event("journey.complete", data: ["status": "success", "referenceId": "REF-1"])
        page.event("journey.error", data: ["message": "Document expired"])
        #expect(states == [.active, .completed("success", "REF-1"), .error("Document expired")])

        let query = try #require(await page.response(to: page.request("capability.query")))
        #expect(
            query["payload"]?["data"]?["capabilities"]?["camera.document"] == [
                "supported": true, "version": "1.0", "permissionState": "denied",
            ])
        let nfc = try #require(await page.response(to: page.request("nfc.read")))
        #expect(nfc["payload"]?["data"] == ["chipRead": true, "dataGroups": ["DG1", "DG2"]])
    }

    @Test func eventsCarryNativeCorrelationIDs() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        MessagingSamples.sendEvents(host)
        AdvancedIntegrationSamples.cancelJourney(host)
        AdvancedIntegrationSamples.background(host)

        let events = page.delivered
        #expect(events.map { $0["payload"]?["action"] } == ["host.ready", "user.action", "journey.cancel", "host.background"])
        for event in events {
            #expect(event["type"] == "event")
            #expect(event["version"] == "1.2")
            let id = try #require(event["correlationId"]?.stringValue)
            #expect(id.hasPrefix("ios-event-"))
            #expect(UUID(uuidString: String(id.dropFirst("ios-event-".count))) != nil)
        }
        #expect(Set(events.compactMap { $0["correlationId"]?.stringValue }).count == events.count)
        #expect(events[2]["payload"]?["data"] == ["reason": "user_dismissed"])
        #expect(events[3]["payload"]?["data"] == [:])
    }

    @Test func pendingRequestsAreAnsweredManually() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        let approve = page.request("consent.ask")
        let deny = page.request("consent.ask")
        #expect(host.pendingRequests.map(\.correlationId) == [approve, deny])

        MessagingSamples.approve(host, host.pendingRequests[0])
        MessagingSamples.deny(host, host.pendingRequests[0])
        #expect(host.pendingRequests.isEmpty)
        #expect(page.responses(to: approve).first?["payload"]?["data"] == ["approved": true])
        #expect(page.responses(to: deny).first?["payload"]?["status"] == "cancelled")
        #expect(page.responses(to: deny).first?["payload"]?["data"] == nil)
    }

    @Test func responsePatternsProduceTheirShapes() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let page = TestPage(host: host)
        let patterns: [(String, @MainActor (BridgeResponder) -> Void)] = [
            ("success", MessagingSamples.successWithData),
            ("error", MessagingSamples.errorWithDetails),
            ("cancelled", MessagingSamples.userCancellation),
            ("unsupported", MessagingSamples.unsupportedAction),
            ("unsupported", CapabilityHandlingSamples.respondUnsupported),
        ]
        for (index, (status, pattern)) in patterns.enumerated() {
            host.registerCustomCapability("pattern.\(index)") { _, responder in pattern(responder) }
            let response = try #require(await page.response(to: page.request("pattern.\(index)")))
            #expect(response["payload"]?["status"] == .string(status))
        }
        #expect(page.delivered.count == patterns.count)
    }

    @Test func acknowledgedThenEvent() async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.registerCustomCapability("camera.capture") { [weak host] request, responder in
            guard let host else { return }
            MessagingSamples.acknowledged(host, request, responder)
        }
        let page = TestPage(host: host)
        let id = page.request("camera.capture")
        let event = try #require(await page.eventually { page.delivered.first { $0["type"] == "event" } })
        #expect(page.responses(to: id).first?["payload"]?["data"] == ["estimatedDuration": 5000])
        #expect(event["payload"]?["data"]?["correlationId"] == .string(id))
    }
}
