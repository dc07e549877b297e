import BridgeGenKit
import BridgeSpec
import Foundation
import Testing

@testable import BridgeGenWeb

/// Closed where the page sends it (issue 26, item 5): with the shipped client,
/// Fixtures/ClosedValueChecks/accepts-known-values.ts compiles under `tsc --strict`, and
/// rejects-unknown-values.ts fails with exactly the errors its `expect-error` comments name: a
/// `DocumentSide` the spec does not list, or any string, where the page writes one.
@Suite struct ClosedValueTypeTests {
    static func checks() throws -> URL {
        let loaded = SpecLoader.load(contentsOf: PackagePaths.root.appendingPathComponent("Protocol/bridge.yaml").path)
        let spec = try #require(loaded.spec)
        let client = try GeneratedFiles.write(
            TypeScriptGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "bridge.yaml")),
            label: "closed-values")
        return try WebClientBuild.sources(
            client: client, pages: PackagePaths.fixtures.appendingPathComponent("ClosedValueChecks"), in: client)
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func knownValuesCompile() throws {
        try ExternalTools.require(["tsc"])
        let result = try WebClientBuild.typeCheck(try Self.checks(), file: "accepts-known-values.ts")
        #expect(
            !result.timedOut && result.status == 0, "tsc rejected accepts-known-values.ts:\n\(result.output)\n\(result.errorTail)"
        )
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func unknownValuesFailWhereExpected() throws {
        try ExternalTools.require(["tsc"])
        let folder = try Self.checks()
        let file = "rejects-unknown-values.ts"
        let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)

        let result = try WebClientBuild.typeCheck(folder, file: file)

        let expected = TypedErrorCodeTests.expectedErrors(in: source)
        #expect(!result.timedOut && result.status != 0, "tsc accepted \(file)")
        #expect(expected.count == 3, "\(file) lost its expect-error comments")
        #expect(TypedErrorCodeTests.reportedErrors(in: result.output, file: file) == expected, "tsc said:\n\(result.output)")
    }
}
