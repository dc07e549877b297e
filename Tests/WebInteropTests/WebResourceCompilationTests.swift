import Foundation
import TestSupport
import Testing

/// The hand-written modules' JavaScript and declarations, which the generator ships in the web
/// package's `dist/`, are exactly what tsc makes of the modules now: `.ci/compile-web-resources`,
/// run into a new folder, writes the same files, byte for byte, as Resources/dist holds.
@Suite struct WebResourceCompilationTests {
    static let resources = PackagePaths.root.appendingPathComponent("Sources/BridgeGenWeb/Resources")

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func checkedInCompiledModulesAreTscsOutput() throws {
        try ExternalTools.require(["tsc"])
        let output = WebClientBuild.root.appendingPathComponent("resources-\(UUID().uuidString)")
        let compiled = try ChildProcess.run(
            [PackagePaths.root.appendingPathComponent(".ci/compile-web-resources").path, output.path], timeout: 180)
        try #require(
            !compiled.timedOut && compiled.status == 0, "compile-web-resources: \(compiled.output)\n\(compiled.errorTail)")

        let checkedIn = Self.resources.appendingPathComponent("dist")
        let expected = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let found = try FileManager.default.contentsOfDirectory(atPath: checkedIn.path).sorted()
        #expect(!expected.isEmpty && found == expected, "Run .ci/compile-web-resources")
        for name in expected where found.contains(name) {
            let fresh = try Data(contentsOf: output.appendingPathComponent(name))
            let stored = try Data(contentsOf: checkedIn.appendingPathComponent(name))
            #expect(fresh == stored, "Resources/dist/\(name) is not what tsc makes of its module: run .ci/compile-web-resources")
        }
    }
}
