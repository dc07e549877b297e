import Testing

@testable import BridgeRuntime
@testable import GBGBridge

/// `registerCustomCapability` has two overloads: a handler closure with no `await` is synchronous
/// and called within `receive(_:)` with no task; one that awaits runs in a task. Both answer the
/// same way, and both get `INTERNAL_ERROR` when they throw or return without answering.
@MainActor
@Suite struct HandlerKindTests {
    private struct HandlerFailure: Error, CustomStringConvertible {
        var description: String { "the reader broke" }
    }

    private static func isSynchronous(_ host: BridgeHost, _ action: String) -> Bool? {
        switch host._routes.customHandling(of: action) {
        case .synchronous?: true
        case .asynchronous?: false
        case nil: nil
        }
    }

    @Test func aClosureWithoutAwaitIsSynchronousAndOneWithAwaitIsNot() {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.registerCustomCapability("nfc.read") { _, responder in responder.respond(status: .success) }
        host.registerCustomCapability("consent.ask") { _, responder in
            await Task.yield()
            responder.respond(status: .success)
        }
        #expect(Self.isSynchronous(host, "nfc.read") == true)
        #expect(Self.isSynchronous(host, "consent.ask") == false)
    }

    /// Called from async code, as an app's setup often is, a closure with several statements and
    /// no `await` still gets the synchronous overload.
    @Test func aClosureWithoutAwaitIsSynchronousInAsyncCodeToo() async {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.registerCustomCapability("nfc.read") { message, responder in
            let request = try message.payload.decodeData(as: NFCReadRequest.self)
            responder.respond(
                status: .success, result: NFCReadResult(chipRead: true, dataGroups: request.dataGroups ?? [], mrz: request.mrz))
        }
        #expect(Self.isSynchronous(host, "nfc.read") == true)
    }

    @Test func aSynchronousHandlerIsAnsweredBeforeReceiveReturns() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        var calls = 0
        host.registerCustomCapability("nfc.read") { message, responder in
            calls += 1
            let request = try message.payload.decodeData(as: NFCReadRequest.self)
            responder.respond(status: .success, result: NFCReadResult(chipRead: true, mrz: request.mrz))
        }
        let page = TestPage(host: host)
        // No await between sending and reading: the answer must already be there.
        let id = page.request("nfc.read", data: ["mrz": "P<UTO"])
        #expect(calls == 1)
        let response = try #require(page.responses(to: id).first)
        #expect(response["payload"]?["status"] == "success")
        #expect(response["payload"]?["data"] == ["chipRead": true, "mrz": "P<UTO"])
        #expect(host.lastError == nil)
    }

    @Test(arguments: [false, true])
    func aHandlerThatReturnsWithoutAnsweringGetsAnInternalError(awaits: Bool) async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        if awaits {
            host.registerCustomCapability("nfc.read") { _, _ in await Task.yield() }
        } else {
            host.registerCustomCapability("nfc.read") { _, _ in }
        }
        #expect(Self.isSynchronous(host, "nfc.read") == !awaits)
        let page = TestPage(host: host)
        let response = try #require(await page.response(to: page.request("nfc.read")))
        #expect(
            response["payload"]?["error"] == [
                "code": "INTERNAL_ERROR", "message": "The nfc.read handler returned without answering", "recoverable": false,
            ])
        #expect(host.lastError == "The nfc.read handler returned without answering")
    }

    @Test(arguments: [false, true])
    func aHandlerThatThrowsGetsAnInternalError(awaits: Bool) async throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        if awaits {
            host.registerCustomCapability("nfc.read") { _, _ in
                await Task.yield()
                throw HandlerFailure()
            }
        } else {
            host.registerCustomCapability("nfc.read") { _, _ in throw HandlerFailure() }
        }
        #expect(Self.isSynchronous(host, "nfc.read") == !awaits)
        let page = TestPage(host: host)
        let response = try #require(await page.response(to: page.request("nfc.read")))
        #expect(response["payload"]?["error"]?["message"] == "The nfc.read handler failed.")
        #expect(host.lastError == "The nfc.read handler failed: the reader broke")
    }

    @Test func aSynchronousHandlerThatAnswersAndThenThrowsKeepsItsAnswer() throws {
        let host = BridgeHost(hostVersion: "1.0.0")
        host.registerCustomCapability("nfc.read") { _, responder in
            responder.respond(status: .success, result: NFCReadResult(chipRead: true))
            throw HandlerFailure()
        }
        let page = TestPage(host: host)
        let id = page.request("nfc.read")
        #expect(page.responses(to: id).count == 1)
        #expect(page.responses(to: id).first?["payload"]?["status"] == "success")
    }
}
