import BridgeGenKit
import Foundation
import Testing

@testable import BridgeGenWeb

/// An extension's module on its base client, in Node against a stand-in host
/// (Fixtures/ExtensionClient/extension-checks.ts): generated from Fixtures/Extensions/stamp-kit.yaml
/// on the client of edge-cases.yaml, compiled strictly beside it, importing it by package name.
/// The checks cover what the conversation with the Swift host cannot: base types the base client
/// neither decodes nor encodes, events both ways, codes listed and not, and every case of the
/// capability check that keeps an extension's method from hanging on a host without it.
@Suite struct ExtensionClientTests {
    /// The checks extension-checks.ts runs.
    static let checkNames = [
        "results decode base types the base client does not",
        "requests encode base types the base client does not",
        "events go both ways through the base client, checked and encoded",
        "codes are the action's own, the standard ones and the extension's, recoverable as declared",
        "before capability discovery, every method sends",
        "a capability discovery did not declare rejects at once, without sending",
        "another major version is a VERSION_MISMATCH; another minor is served",
        "the last discovery counts; methods without a capability and untyped requests always send",
    ]

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc", "node"]), "needs tsc (node-typescript) and node"))
    func extensionModuleServesItsActionsAndEventsThroughTheBaseClient() throws {
        try ExternalTools.require(["tsc", "node"])
        let base = try GeneratedFiles.write(
            TypeScriptGenerator.generate(try EdgeCaseSpecTests.spec(), options: GeneratorOptions(sourceLabel: "edge-cases.yaml")),
            label: "edge-client")
        let stampKit = try ExtensionFixtures.generate(ExtensionFixtures.stampKit, label: "stamp-kit")
        let output = try WebClientBuild.build(
            client: base, extensions: [stampKit], pages: PackagePaths.fixtures.appendingPathComponent("ExtensionClient"),
            in: base.appendingPathComponent("build")
        ).get()

        let (report, _) = try ConversationReport.run(
            ["node", output.appendingPathComponent("extension-checks.js").path], timeout: 60)

        report.expectEvery(Self.checkNames, over: "none")
    }
}

extension ExtensionClientTests {
    /// Fixtures/ExtensionTypeChecks/rejects-misspelled-extension-codes.ts fails to compile with exactly
    /// the errors its `expect-error` comments name, on their lines: an extension action's error codes
    /// are typed, so tsc rejects a code the action cannot end with.
    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func extensionCodesAreTypedPerAction() throws {
        try ExternalTools.require(["tsc"])
        let base = try GeneratedFiles.write(
            TypeScriptGenerator.generate(try EdgeCaseSpecTests.spec(), options: GeneratorOptions(sourceLabel: "edge-cases.yaml")),
            label: "edge-client")
        let stampKit = try ExtensionFixtures.generate(ExtensionFixtures.stampKit, label: "stamp-kit")
        let pages = PackagePaths.fixtures.appendingPathComponent("ExtensionTypeChecks")
        let file = "rejects-misspelled-extension-codes.ts"
        let source = try String(contentsOf: pages.appendingPathComponent(file), encoding: .utf8)

        let result = try WebClientBuild.typeCheck(
            file: file, client: base, extensions: [stampKit], pages: pages, in: base.appendingPathComponent("checks"))

        let expected = TypedErrorCodeTests.expectedErrors(in: source)
        #expect(!result.timedOut && result.status != 0, "tsc accepted \(file)")
        #expect(expected.count >= 5, "\(file) lost its expect-error comments")
        #expect(
            TypedErrorCodeTests.reportedErrors(in: result.output, file: "src/\(file)") == expected, "tsc said:\n\(result.output)")
    }
}
