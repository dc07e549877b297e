import BridgeGenKit
import BridgeSpec
import Foundation
import Testing

@testable import BridgeGenWeb

/// The web generators on a spec made of edge cases (Fixtures/edge-cases.yaml): names that are not
/// identifiers, wire names, `*/` in descriptions, a required request field, nested types, events in
/// both directions and without data, bytes and defaults nested both ways. The output must still
/// compile strictly, decode and encode what the shipped spec never exercises, and validate.
@Suite struct EdgeCaseSpecTests {
    private static let options = GeneratorOptions(sourceLabel: "edge-cases.yaml")

    /// The checks Fixtures/EdgeClient/edge-checks.ts runs.
    static let checkNames = [
        "wire names, nested maps and arrays, and nested defaults are decoded",
        "problems are named by wire name, index and map key",
        "requests and events go out with bytes as base64 and the rest as written",
        "an action's codes are its own and the standard ones",
    ]

    static func spec() throws -> ProtocolSpec {
        let loaded = SpecLoader.load(contentsOf: PackagePaths.fixtures.appendingPathComponent("edge-cases.yaml").path)
        return try #require(loaded.spec, "edge-cases.yaml does not load: \(loaded.diagnostics)")
    }

    @Test func namesDescriptionsAndSignaturesAreSpelledSafely() throws {
        let protocolModule = try #require(
            TypeScriptGenerator.generate(try Self.spec(), options: Self.options)
                .first { $0.name == "protocol.ts" }
        ).contents

        #expect(protocolModule.contains(#"frontAndBack: "front-and-back","#))
        #expect(protocolModule.contains(#""image-data": Uint8Array;"#))
        #expect(protocolModule.contains("/** Text \"layers\" by page: *\\/ stays inside. */"))
        #expect(!protocolModule.contains("? */ No."), "a description closed its comment early")
        #expect(
            protocolModule.contains("labelPrint(request: PrintRequestInit, options: RequestOptions = {}): Promise<PrintResult>"))
        #expect(protocolModule.contains("request: CaptureRequestInit = {},"))
        #expect(protocolModule.contains(#"json["image-bytes"] = encodeBase64(value["image-bytes"]);"#))
        #expect(protocolModule.contains(#"errors: "LENS_DIRTY" | StandardErrorCode;"#))
        #expect(
            protocolModule.components(separatedBy: #""session.ping": EmptyEventData;"#).count == 3,
            "both event maps list session.ping")
        #expect(protocolModule.contains("extras?: Array<{ [key: string]: JSONValue }>;"))
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func clientCompilesStrictly() throws {
        try ExternalTools.require(["tsc"])
        let folder = try GeneratedFiles.write(
            TypeScriptGenerator.generate(try Self.spec(), options: Self.options), label: "edge-client")

        let result = try WebClientBuild.typeCheck(folder)

        #expect(
            !result.timedOut && result.status == 0, "tsc rejected the edge-case client:\n\(result.output)\n\(result.errorTail)")
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc", "node"]), "needs tsc (node-typescript) and node"))
    func clientDecodesAndEncodesNestedBytesAndDefaults() throws {
        try ExternalTools.require(["tsc", "node"])
        let client = try GeneratedFiles.write(
            TypeScriptGenerator.generate(try Self.spec(), options: Self.options), label: "edge-client")
        let build = WebClientBuild.build(
            client: client, pages: PackagePaths.fixtures.appendingPathComponent("EdgeClient"),
            in: client.appendingPathComponent("build"))
        let output = try build.get()

        let (report, _) = try ConversationReport.run(["node", output.appendingPathComponent("edge-checks.js").path], timeout: 60)

        report.expectEvery(Self.checkNames, over: "none")
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["python3"]), "needs python3 with jsonschema"))
    func schemaChecksWireNamesAndNestedTypes() throws {
        try ExternalTools.require(["python3"])
        let folder = try GeneratedFiles.write(
            JSONSchemaGenerator.generate(try Self.spec(), options: Self.options), label: "edge-schema")
        let messages = [
            #"{"version":"1.0","correlationId":"a","type":"response","timestamp":1,"payload":{"action":"camera.document.capture","status":"success","data":{"image-data":"AAE=","layers":{"1":["x"]},"extras":[{"k":null}]}}}"#,
            #"{"version":"1.0","correlationId":"b","type":"event","timestamp":1,"payload":{"action":"session.ping","data":{}}}"#,
            // The Swift name instead of the wire name: the required "image-data" is missing.
            #"{"version":"1.0","correlationId":"c","type":"response","timestamp":1,"payload":{"action":"camera.document.capture","status":"success","data":{"imageData":"AAE="}}}"#,
            // A map of arrays holding a number.
            #"{"version":"1.0","correlationId":"d","type":"response","timestamp":1,"payload":{"action":"camera.document.capture","status":"success","data":{"image-data":"AAE=","layers":{"1":[2]}}}}"#,
        ]

        let report = try SchemaValidator.validate(messages: messages, schema: folder.appendingPathComponent("bridge.schema.json"))

        #expect(report.validated == 4)
        #expect(report.failures.map(\.line) == [3, 4], "\(report.failures)")
    }

    @Test func stringLiteralsEscapeWhatJavaScriptAndJSONRequire() {
        #expect(TypeScriptSyntax.literal("a\"b\\c\n\u{2028}\u{2029}\u{1}\u{1F600}") == #""a\"b\\c\n\u2028\u2029\u0001😀""#)
        let renderer = TypeScriptRenderer()
        #expect(renderer.key(.name("camera.document"), inObjectLiteral: false) == #""camera.document""#)
        #expect(renderer.key(.name("BUSY"), inObjectLiteral: false) == "BUSY")
        #expect(renderer.key(.name("3d"), inObjectLiteral: false) == #""3d""#)
        #expect(renderer.key(.name("__proto__"), inObjectLiteral: true) == #"["__proto__"]"#)
    }
}
