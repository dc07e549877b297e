import Foundation
import TestSupport
import Testing

/// `bridgegen validate` checks a spec for every configured output's language, so a spec that
/// would generate broken Swift, TypeScript or JSON Schema fails before anything is generated.
@Suite struct ValidateCommandTests {
    /// A broken-output spec: the edit to the minimal spec, and the located error `validate` must print.
    struct BrokenOutput: CustomTestStringConvertible, Sendable {
        var name: String
        var edits: [(String, String)]
        var expected: String
        var testDescription: String { name }

        static func renaming(_ name: String, expected: String) -> BrokenOutput {
            BrokenOutput(
                name: "a type named \(name)",
                edits: [("  ReadyEvent:\n", "  \(name):\n"), ("    data: ReadyEvent", "    data: \(name)")],
                expected: "spec.yaml:122:3: error: type name '\(name)' is reserved" + expected)
        }
    }

    static let brokenOutputs: [BrokenOutput] = [
        // The four.
        .renaming("JSONKey", expected: ": the runtime already declares 'JSONKey'"),
        .renaming("Envelope", expected: " in the JSON Schema: the schema defines '#/$defs/Envelope' itself"),
        .renaming("CapabilityMap", expected: " in the TypeScript client: protocol.ts exports its own 'CapabilityMap'"),
        // (The fourth, fields 'mrz' and 'Mrz', now read into locals of their own: readMrz, read_Mrz.)
        BrokenOutput(
            name: "fields _self and self",
            edits: [
                (
                    "      quality: {type: number, default: 0.8}\n",
                    "      quality: {type: number, default: 0.8}\n      _self: {type: string, optional: true}\n      self: {type: string, optional: true}\n"
                )
            ],
            expected: "error: fields '_self' and 'self' of type 'CaptureRequest' both need the Swift name '_self'"),
        // Issue 24's: an optional field named constructor, which every JavaScript object has.
        BrokenOutput(
            name: "an optional field named constructor",
            edits: [
                (
                    "      quality: {type: number, default: 0.8}\n",
                    "      quality: {type: number, default: 0.8}\n      constructor: {type: string, optional: true}\n"
                )
            ],
            expected:
                "spec.yaml:112:7: error: field 'constructor' of type 'CaptureRequest' has the JSON key 'constructor', which every JavaScript object has (Object.prototype.constructor)"
        ),
        // One more per language.
        BrokenOutput(
            name: "a slot property the host has", edits: [("      property: documentCapture", "      property: events")],
            expected:
                "spec.yaml:69:17: error: the slot of capability 'camera.document' has the property 'events', which BridgeHost already has"
        ),
        BrokenOutput(
            name: "an action named like a client method",
            edits: [
                (
                    "actions:\n",
                    "actions:\n  emit:\n    description: Clashes.\n    request: QueryRequest\n    result: QueryResult\n"
                )
            ],
            expected: "error: action 'emit' becomes the client method 'emit', which MiniBridgeClient already has"),
        .renaming("RequestMessage", expected: " in the JSON Schema: the schema defines '#/$defs/RequestMessage' itself"),
        // Found on the way.
        BrokenOutput(
            name: "a page event that takes the name of unknown events",
            edits: [("events:\n", "events:\n  page.unknown:\n    direction: webToNative\n    swiftName: unknown\n")],
            expected: "error: event 'page.unknown' has the Swift name 'unknown', which WebToNativeEvent already uses"),
        .renaming("Set", expected: ": it would shadow Swift's own 'Set', which the generated code uses"),
        .renaming("Uint8Array", expected: " in the TypeScript client: it would shadow JavaScript's own 'Uint8Array'"),
    ]

    @Test(arguments: brokenOutputs)
    func aSpecThatWouldGenerateBrokenOutputFailsValidation(_ broken: BrokenOutput) throws {
        let folder = try TemporaryFolder()
        try folder.write(try MinimalSpecText.editing(broken.edits), to: "spec.yaml")
        let run = try BuiltModules.runBridgegen(["validate", "spec.yaml"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.errors.contains(broken.expected), "\(run.errors)")

        // Generating writes nothing at all, for no output.
        let generate = try BuiltModules.runBridgegen(["generate", "spec.yaml"], in: folder.url)
        #expect(generate.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Generated").path))
    }

    @Test func onlyTheConfiguredOutputsLanguagesApply() throws {
        let folder = try TemporaryFolder()
        let broken = BrokenOutput.renaming("CapabilityMap", expected: "")
        try folder.write(try MinimalSpecText.editing(broken.edits), to: "spec.yaml")
        try folder.write("outputs:\n  swift:\n    folder: Sources/Bridge\n", to: "bridgegen-config.yaml")
        let run = try BuiltModules.runBridgegen(["validate", "spec.yaml"], in: folder.url)
        #expect(run.status == 0, "a TypeScript-only problem does not concern a Swift-only configuration: \(run.errors)")
    }
}
