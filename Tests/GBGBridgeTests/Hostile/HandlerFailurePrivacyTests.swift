@_spi(BridgeGenerated) import BridgeRuntime
import Foundation
import Testing

@_spi(BridgeGenerated) @testable import GBGBridge

/// Item 3 of issue 29: what a handler's unexpected error says stays in the app. The page gets a
/// generic `INTERNAL_ERROR`; the app (`lastError`, the delegate) gets the error itself.
@MainActor
@Suite struct HandlerFailurePrivacyTests {
    /// An error whose description holds what the page must never see, as an NFC library's may.
    private struct ChipFailure: Error, CustomStringConvertible {
        var description: String { "chip DG1 P<GBRSMITH<<JOHN at /var/mobile/nfc.log" }
    }

    private enum HandlerForm: String, CaseIterable {
        case asynchronousCustom, synchronousCustom, typedAction, slot
    }

    @Test(arguments: HandlerForm.allCases)
    private func thePageGetsAGenericMessageAndTheAppTheDetails(_ form: HandlerForm) async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        let delegate = RecordingDelegate()
        host.delegate = delegate
        let action: String
        switch form {
        case .asynchronousCustom:
            action = "nfc.read"
            host.registerCustomCapability(action) { _, _ in
                await Task.yield()
                throw ChipFailure()
            }
        case .synchronousCustom:
            action = "nfc.read"
            host.registerCustomCapability(action) { _, _ in throw ChipFailure() }
        case .typedAction:
            action = "nfc.read"
            host.handle(.nfcRead) { _ in throw ChipFailure() }
        case .slot:
            action = "camera.document.capture"
            host.documentCapture.handler = { _ in throw ChipFailure() }
        }
        let page = TestPage(host: host)
        let response = try #require(await page.response(to: page.request(action)))
        #expect(
            response["payload"]?["error"] == [
                "code": "INTERNAL_ERROR", "message": .string("The \(action) handler failed."), "recoverable": false,
            ])
        let details = "The \(action) handler failed: \(ChipFailure())"
        #expect(host.lastError == details)
        #expect(delegate.problems.map(\.message) == [details])
        #expect(delegate.problems.first?.kind == .handlerFailed)
    }
}
