import BridgeGenWeb
import Foundation
import TestSupport
import Testing

/// tsc accepts the generated client as checked in: strict mode, and the stricter optional checks.
@Suite struct TypeScriptCompileTests {
    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func generatedClientCompilesStrictly() throws {
        try ExternalTools.require(["tsc"])
        let result = try WebClientBuild.typeCheck(PackagePaths.generatedWeb)
        #expect(!result.timedOut && result.status == 0, "tsc rejected Generated/web:\n\(result.output)\n\(result.errorTail)")
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    /// tsc, run on the package's own configuration, writes the files the package ships in `dist/`.
    func generatedTSConfigBuildsTheModuleAndDeclarations() throws {
        try ExternalTools.require(["tsc"])
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("web-dist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        let result = try ChildProcess.run(
            ["tsc", "-p", "tsconfig.json", "--outDir", output.path], in: PackagePaths.generatedWeb, timeout: 180)

        #expect(!result.timedOut && result.status == 0, "tsc -p Generated/web failed:\n\(result.output)\n\(result.errorTail)")
        let built = Set((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? [])
        let shipped = TypeScriptGenerator.fileNames.compactMap(DistNames.init).flatMap { [$0.script, $0.declarations] }
        #expect(!shipped.isEmpty && built == Set(shipped.map { String($0.dropFirst("dist/".count)) }))
    }

    /// Every test page, strictly, against the declarations the packages ship instead of their
    /// sources: the generator's `.d.ts` declare what tsc's would, as far as all the tests' uses of
    /// the client, the iframe host and the extensions reach.
    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func testPagesCompileAgainstTheShippedDeclarations() throws {
        try ExternalTools.require(["tsc"])
        let folder = WebClientBuild.root.appendingPathComponent("declarations-\(UUID().uuidString)")
        let absent = try ExtensionFixtures.generate(ExtensionFixtures.absent, label: "absent-extension")
        let result = try WebClientBuild.typeCheckAgainstDeclarations(
            client: PackagePaths.generatedWeb, extensions: [PackagePaths.signaturePadWeb, absent], pages: PackagePaths.fixtures,
            in: folder)
        #expect(!result.timedOut && result.status == 0, "tsc rejected the pages:\n\(result.output)\n\(result.errorTail)")
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func testPagesCompileAgainstTheClient() throws {
        try ExternalTools.require(["tsc"])
        if case .failure(let failure) = WebClientBuild.output { Issue.record("\(failure)") }
    }
}
