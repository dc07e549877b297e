import Foundation
import TestSupport
import Testing

/// The typed API's promise is that misuse does not compile. Each snippet here is compiled with
/// `swiftc` against the `GBGBridge` module this package built, as an app would import it: the
/// wrong ones must fail with the error that names the mistake, and the right ones must compile
/// (`TypedConversationTests` runs them).
@Suite struct TypedAPICompileTests {
    typealias Misuse = SnippetMisuse

    static let misuses = [
        Misuse(
            name: "a slot handler returns another slot's result",
            code: """
                host.documentCapture.handler = { _ in
                    .selfie(SelfieCaptureResult(previewImageData: Data(), width: 1, height: 1, encryptedBlob: Data(), unencryptedBlob: Data()))
                }
                """,
            expectedError: "type 'DocumentCaptureOutcome' has no member 'selfie'"),
        Misuse(
            name: "a slot is completed with another slot's result type",
            code: "host.selfieCapture.complete(DocumentCaptureOutcome.cancelled(reason: \"\"))",
            expectedError:
                "cannot convert value of type 'DocumentCaptureOutcome' to expected argument type 'SelfieCaptureOutcome'"),
        Misuse(
            name: "a slot reports a named permission its capability does not have",
            code: "host.selfieCapture.setPermissionState(.denied, for: DocumentCapturePermission.photoLibrary)",
            expectedError: "DocumentCaptureOutcome"),
        Misuse(
            name: "a slot reports a permission the spec does not name",
            code: "host.documentCapture.setPermissionState(.denied, for: .microphone)",
            expectedError: "type 'DocumentCapturePermission' has no member 'microphone'"),
        Misuse(
            name: "a typed action handler returns another action's result",
            code: "host.handle(.nfcRead) { _ in DocumentCaptureResult(imageData: Data(), width: 1, height: 1) }",
            expectedError: "cannot convert value of type 'DocumentCaptureResult' to closure result type 'NFCReadResult'"),
        Misuse(
            name: "a slot handler reads another action's request type",
            code: """
                host.documentCapture.handler = { request in
                    let options: SelfieCaptureRequest = request.data
                    _ = options
                    return .cancelled(reason: "")
                }
                """,
            expectedError: "cannot convert value of type 'DocumentCaptureRequest' to specified type 'SelfieCaptureRequest'"),
        Misuse(
            name: "a typed action handler takes another action's request type",
            code: "host.handle(.nfcRead) { (request: BridgeRequest<DocumentCaptureRequest>) in NFCReadResult() }",
            expectedError: "NFCReadRequest"),
        Misuse(
            name: "an event is sent with another event's data",
            code: "host.send(.hostOrientation, JourneyCancelEvent(reason: \"x\"))",
            expectedError: "cannot convert value of type 'JourneyCancelEvent' to expected argument type 'HostOrientationEvent'"),
        Misuse(
            name: "the host sends an event only the page sends",
            code: "host.send(.journeyComplete, JourneyCompleteEvent(status: \"success\"))",
            expectedError: "has no member 'journeyComplete'"),
        Misuse(
            name: "an app makes up a typed event the spec does not declare",
            code:
                "host.send(BridgeNativeEvent<JourneyCompleteEvent>(name: \"journey.complete\"), JourneyCompleteEvent(status: \"x\"))",
            expectedError: "initializer is inaccessible due to '@_spi' protection level"),
        Misuse(
            name: "an event with data is sent without it",
            code: "host.send(.hostOrientation)",
            expectedError:
                "static property 'hostOrientation' requires the types 'BridgeNoData' and 'HostOrientationEvent' be equivalent"),
        // Closed where the page sends it (issue 26, item 5): a Swift enum, no other value.
        Misuse(
            name: "a closed value the spec does not list",
            code: "let side: DocumentSide = \"frnt\"\n_ = side",
            expectedError: "cannot convert value of type 'String' to specified type 'DocumentSide'"),
        Misuse(
            name: "a switch over a closed value that misses a case",
            code: """
                host.documentCapture.handler = { request in
                    switch request.data.side {
                    case .front?: return .cancelled(reason: "front")
                    case nil: return .cancelled(reason: "none")
                    }
                }
                """,
            expectedError: "switch must be exhaustive"),
    ]

    @Test(arguments: misuses)
    func misuseDoesNotCompile(_ misuse: Misuse) throws {
        let result = try typecheck(misuse.code)
        #expect(result.status != 0, "compiled, but must not")
        #expect(result.errors.contains(misuse.expectedError), "expected \"\(misuse.expectedError)\" among:\n\(result.errorTail)")
    }

    /// The right forms of everything above compile, so the failures above are the mistakes', not
    /// the harness's.
    @Test func theRightFormsCompile() throws {
        let result = try typecheck(
            """
            host.documentCapture.handler = { request in
                let options: DocumentCaptureRequest = request.data
                _ = options
                return .document(DocumentCaptureResult(imageData: Data(), width: 1, height: 1))
            }
            host.selfieCapture.complete(SelfieCaptureOutcome.cancelled(reason: ""))
            host.selfieCapture.complete(.cancelled(reason: ""))
            host.documentCapture.complete(CaptureResult.cancelled(reason: "the documentation's shared type"))
            host.handle(.nfcRead) { (request: BridgeRequest<NFCReadRequest>) in NFCReadResult(mrz: request.data.mrz) }
            host.handle(.nfcRead) { _ in throw BridgeFailure(.nfcError, "The chip did not answer") }
            host.send(.hostOrientation, HostOrientationEvent(orientation: .portrait))
            host.send(.hostBackground)
            host.send(event: "journey.complete", data: [:])
            host.documentCapture.handler = { request in
                switch request.data.side {
                case .front?: return .cancelled(reason: "front")
                case .back?: return .cancelled(reason: "back")
                case nil: return .cancelled(reason: "none")
                }
            }
            """)
        #expect(result.status == 0, "\(result.errorTail)")
    }

    /// Type-checks `body` inside a main-actor function that has a host, importing `GBGBridge`.
    private func typecheck(_ body: String) throws -> ChildProcess.Result {
        try SnippetTypecheck.run(body, in: "@MainActor func app(_ host: BridgeHost)", importing: ["Foundation", "GBGBridge"])
    }
}
