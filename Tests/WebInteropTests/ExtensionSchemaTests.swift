import BridgeGenKit
import Foundation
import Testing

@testable import BridgeGenWeb

/// An extension's JSON Schema composes with its base's: validated with the base's schema available
/// as `bridge.schema.json` (Python's jsonschema, through a registry), it checks the extension's
/// messages by its own types and every other message as the base schema does, each direction
/// admitting only its own. Generated from Fixtures/Extensions/stamp-kit.yaml, on edge-cases.yaml.
@Suite struct ExtensionSchemaTests {
    /// The base's and the extension's schemas, written side by side.
    static func schemas() throws -> (base: URL, extension: URL) {
        let base = try GeneratedFiles.write(
            JSONSchemaGenerator.generate(try EdgeCaseSpecTests.spec(), options: GeneratorOptions(sourceLabel: "edge-cases.yaml")),
            label: "edge-schema")
        let spec = try ExtensionFixtures.spec(ExtensionFixtures.stampKit)
        let files = JSONSchemaGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "stamp-kit.yaml"))
        let file = try #require(files.first)
        try file.contents.write(to: base.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        return (base.appendingPathComponent(JSONSchemaGenerator.fileNames[0]), base.appendingPathComponent(file.name))
    }

    private static func message(_ type: String, _ payload: String) -> String {
        #"{"version":"1.0","correlationId":"x","type":"\#(type)","timestamp":1,"payload":\#(payload)}"#
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["python3"]), "needs python3 with jsonschema"))
    func theExtensionsMessagesAreCheckedByItsTypesAndTheBasesByTheBase() throws {
        try ExternalTools.require(["python3"])
        let (base, schema) = try Self.schemas()
        let messages = [
            // Valid: a result with a base type inside, an event, an extension code, a base message.
            Self.message(
                "response",
                #"{"action":"stamp.apply","status":"success","data":{"impression-png":"AAE=","options":{"side":"back"}}}"#),
            Self.message("event", #"{"action":"stamp.inked","data":{"level":0.5}}"#),
            Self.message(
                "response",
                #"{"action":"stamp.apply","status":"error","error":{"code":"STAMP_DRY","message":"m","recoverable":true}}"#),
            Self.message("response", #"{"action":"camera.document.capture","status":"success","data":{"image-data":"AAE="}}"#),
            // The extension's result without its required field.
            Self.message("response", #"{"action":"stamp.apply","status":"success","data":{"options":{}}}"#),
            // A base type inside the extension's result, breaking the base's type.
            Self.message(
                "response",
                #"{"action":"stamp.apply","status":"success","data":{"impression-png":"AAE=","options":{"quality":"high"}}}"#),
            // The extension's event data of the wrong type.
            Self.message("event", #"{"action":"stamp.inked","data":{"level":"full"}}"#),
            // A base message the base schema rejects: the composition keeps the base's checks.
            Self.message("response", #"{"action":"camera.document.capture","status":"success","data":{"imageData":"AAE="}}"#),
            // The extension's event that only pages send.
            Self.message("event", #"{"action":"stamp.sealed","data":{"seal":"AAE="}}"#),
        ]

        let fromHost = try SchemaValidator.validate(
            messages: messages, schema: schema, base: base, root: SchemaValidator.nativeToWeb)

        #expect(fromHost.validated == messages.count)
        #expect(fromHost.failures.map(\.line) == [5, 6, 7, 8, 9], "\(fromHost.failures)")
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["python3"]), "needs python3 with jsonschema"))
    func whatPagesSendIsCheckedTheSameWay() throws {
        try ExternalTools.require(["python3"])
        let (base, schema) = try Self.schemas()
        let messages = [
            Self.message("request", #"{"action":"stamp.apply","data":{"label":"A","block":{"image-bytes":"AAE="}}}"#),
            Self.message("event", #"{"action":"stamp.sealed","data":{"seal":"AAE="}}"#),
            Self.message("event", #"{"action":"stamp.reset","data":{}}"#),
            // A request without its required label; a base type inside it without its bytes.
            Self.message("request", #"{"action":"stamp.apply","data":{"block":{"image-bytes":"AAE="}}}"#),
            Self.message("request", #"{"action":"stamp.apply","data":{"label":"A","block":{}}}"#),
            // The extension's event that only hosts send.
            Self.message("event", #"{"action":"stamp.inked","data":{"level":1}}"#),
        ]

        let fromPage = try SchemaValidator.validate(
            messages: messages, schema: schema, base: base, root: SchemaValidator.webToNative)

        #expect(fromPage.validated == messages.count)
        #expect(fromPage.failures.map(\.line) == [4, 5, 6], "\(fromPage.failures)")
    }
}
