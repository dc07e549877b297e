import Foundation
import GBGBridge
import Testing

/// Every message a Swift host emits in a representative in-process conversation validates against
/// the generated schema, and the schema rejects messages that break the protocol.
@MainActor
@Suite struct SchemaValidationTests {
    @Test(.enabled(if: ExternalTools.shouldRun(["python3"]), "needs python3 with jsonschema"))
    func everyMessageOfAnInProcessConversationValidates() async throws {
        try ExternalTools.require(["python3"])
        let messages = await InProcessConversation.run()

        let report = try SchemaValidator.validate(messages: messages, root: SchemaValidator.nativeToWeb)

        #expect(report.validated == messages.count)
        #expect(report.validated >= 14)
        #expect(report.failures.map(\.description) == [])
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["python3"]), "needs python3 with jsonschema"))
    func messagesThatBreakTheProtocolAreRejected() throws {
        try ExternalTools.require(["python3"])
        let broken = [
            // A successful capture without its required height.
            #"{"version":"1.0","correlationId":"a","type":"response","timestamp":1,"payload":{"action":"camera.document.capture","status":"success","data":{"imageData":"AA==","width":1}}}"#,
            // An error response without its error.
            #"{"version":"1.0","correlationId":"b","type":"response","timestamp":1,"payload":{"action":"nfc.read","status":"error"}}"#,
            // An orientation that is not a string.
            #"{"version":"1.0","correlationId":"c","type":"event","timestamp":1,"payload":{"action":"host.orientation","data":{"orientation":5}}}"#,
            // A message type no peer routes.
            #"{"version":"1.0","correlationId":"d","type":"query","timestamp":1,"payload":{"action":"capability.query","data":{}}}"#,
            // Bytes that are not base64.
            #"{"version":"1.0","correlationId":"e","type":"response","timestamp":1,"payload":{"action":"camera.document.capture","status":"success","data":{"imageData":"not base64!","width":1,"height":1}}}"#,
            // A version that is not "major.minor".
            #"{"version":"1","correlationId":"f","type":"event","timestamp":1,"payload":{"action":"host.ready","data":{"timestamp":1}}}"#,
        ]
        let accepted = [
            // A status, an error code and an event from a newer peer: open sets admit them.
            #"{"version":"1.1","correlationId":"g","type":"response","timestamp":1,"payload":{"action":"x.y","status":"deferred","error":{"code":"NEW_CODE","message":"m","recoverable":true}}}"#,
            #"{"version":"1.1","correlationId":"h","type":"event","timestamp":1,"payload":{"action":"host.future","data":{"anything":[1,2]}}}"#,
        ]

        let report = try SchemaValidator.validate(messages: broken + accepted)

        #expect(report.validated == broken.count + accepted.count)
        #expect(report.failures.map(\.line) == Array(1...broken.count), "\(report.failures)")
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["python3"]), "needs python3 with jsonschema"))
    func eachDirectionAdmitsOnlyItsOwnMessages() throws {
        try ExternalTools.require(["python3"])
        let request =
            #"{"version":"1.0","correlationId":"a","type":"request","timestamp":1,"payload":{"action":"nfc.read","data":{}}}"#
        let response =
            #"{"version":"1.0","correlationId":"a","type":"response","timestamp":1,"payload":{"action":"nfc.read","status":"cancelled"}}"#
        let pageEvent =
            #"{"version":"1.0","correlationId":"b","type":"event","timestamp":1,"payload":{"action":"journey.started","data":{}}}"#
        let hostEvent =
            #"{"version":"1.0","correlationId":"c","type":"event","timestamp":1,"payload":{"action":"host.background","data":{}}}"#
        let newerEvent =
            #"{"version":"1.0","correlationId":"d","type":"event","timestamp":1,"payload":{"action":"host.future","data":{}}}"#
        let messages = [request, response, pageEvent, hostEvent, newerEvent]

        let fromHost = try SchemaValidator.validate(messages: messages, root: SchemaValidator.nativeToWeb)
        let fromPage = try SchemaValidator.validate(messages: messages, root: SchemaValidator.webToNative)

        #expect(fromHost.failures.map(\.line) == [1, 3], "\(fromHost.failures)")
        #expect(fromPage.failures.map(\.line) == [2, 4], "\(fromPage.failures)")
    }

    /// The rule of Protocol/README.md ("Closed and open values"): a value set only the page sends is
    /// closed, as the host refuses a value it does not know; one the page receives stays open.
    @Test(.enabled(if: ExternalTools.shouldRun(["python3"]), "needs python3 with jsonschema"))
    func aValueSetOnlyThePageSendsIsClosed() throws {
        try ExternalTools.require(["python3"])
        let capture = { (side: String) in
            #"{"version":"1.1","correlationId":"a","type":"request","timestamp":1,"payload":{"action":"camera.document.capture","data":{"documentType":"passport","side":"SIDE"}}}"#
                .replacingOccurrences(of: "SIDE", with: side)
        }
        let orientation =
            #"{"version":"1.1","correlationId":"b","type":"event","timestamp":1,"payload":{"action":"host.orientation","data":{"orientation":"diagonal"}}}"#

        let fromPage = try SchemaValidator.validate(
            messages: [capture("front"), capture("frnt")], root: SchemaValidator.webToNative)
        let fromHost = try SchemaValidator.validate(messages: [orientation], root: SchemaValidator.nativeToWeb)

        #expect(fromPage.failures.map(\.line) == [2], "\(fromPage.failures)")
        #expect(fromHost.failures.map(\.description) == [])
    }
}
