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
    func generatedTSConfigBuildsTheModuleAndDeclarations() throws {
        try ExternalTools.require(["tsc"])
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("web-dist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        let result = try ChildProcess.run(
            ["tsc", "-p", "tsconfig.json", "--outDir", output.path], in: PackagePaths.generatedWeb, timeout: 180)

        #expect(!result.timedOut && result.status == 0, "tsc -p Generated/web failed:\n\(result.output)\n\(result.errorTail)")
        let built = Set((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? [])
        let modules = TypeScriptGenerator.fileNames.filter { $0.hasSuffix(".ts") }.map { $0.dropLast(3) }
        #expect(!modules.isEmpty && built == Set(modules.flatMap { ["\($0).js", "\($0).d.ts"] }))
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func testPagesCompileAgainstTheClient() throws {
        try ExternalTools.require(["tsc"])
        if case .failure(let failure) = WebClientBuild.output { Issue.record("\(failure)") }
    }
}
