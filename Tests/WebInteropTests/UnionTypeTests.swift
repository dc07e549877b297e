import BridgeGenKit
import BridgeSpec
import Foundation
import Testing

@testable import BridgeGenWeb

/// Unions in the web client's types (issue 26, item 3), with the client of Tests/NullShapes/bridge.yaml:
/// Fixtures/UnionChecks/accepts-known-cases.ts compiles under `tsc --strict`, and
/// rejects-unknown-cases.ts fails with exactly the errors its `expect-error` comments name: a tag
/// the closed union `SentPhoto` does not declare, a case without its tag, a case's members under
/// another tag.
@Suite struct UnionTypeTests {
    static func checks() throws -> URL {
        let loaded = SpecLoader.load(contentsOf: PackagePaths.root.appendingPathComponent("Tests/NullShapes/bridge.yaml").path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let client = try GeneratedFiles.write(
            TypeScriptGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "bridge.yaml")), label: "unions")
        return try WebClientBuild.sources(
            client: client, pages: PackagePaths.fixtures.appendingPathComponent("UnionChecks"), in: client)
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func knownCasesCompile() throws {
        try ExternalTools.require(["tsc"])
        let result = try WebClientBuild.typeCheck(try Self.checks(), file: "accepts-known-cases.ts")
        #expect(
            !result.timedOut && result.status == 0, "tsc rejected accepts-known-cases.ts:\n\(result.output)\n\(result.errorTail)")
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func unknownCasesFailWhereExpected() throws {
        try ExternalTools.require(["tsc"])
        let folder = try Self.checks()
        let file = "rejects-unknown-cases.ts"
        let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)

        let result = try WebClientBuild.typeCheck(folder, file: file)

        let expected = TypedErrorCodeTests.expectedErrors(in: source)
        #expect(!result.timedOut && result.status != 0, "tsc accepted \(file)")
        #expect(expected.count == 4, "\(file) lost its expect-error comments")
        #expect(TypedErrorCodeTests.reportedErrors(in: result.output, file: file) == expected, "tsc said:\n\(result.output)")
    }
}
