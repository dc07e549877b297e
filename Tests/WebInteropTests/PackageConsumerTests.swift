import BridgeSpec
import Foundation
import TestSupport
import Testing

/// Generated/web is an npm package a web project installs from a local path: built with its own
/// `tsc -p`, linked into a project's node_modules as `npm install ./Generated/web` links it, it
/// type-checks by package name (through `exports` with Node 16 resolution, through `types` with the
/// older one) and runs in Node as an ES module, with no dependencies.
@Suite struct PackageConsumerTests {
    /// The package manifest's fields the consumer relies on.
    struct Manifest: Decodable {
        var name: String
        var type: String
        var dependencies: [String: String]?
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc", "node"]), "needs tsc (node-typescript) and node"))
    func projectImportsThePackageByName() throws {
        try ExternalTools.require(["tsc", "node"])
        let root = WebClientBuild.root.appendingPathComponent("package-\(UUID().uuidString)")
        let package = root.appendingPathComponent("package")
        let project = root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.generatedWeb, to: package)
        try? FileManager.default.removeItem(at: package.appendingPathComponent("dist"))
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: package.appendingPathComponent("package.json")))
        #expect(manifest.type == "module" && (manifest.dependencies ?? [:]).isEmpty)

        let built = try ChildProcess.run(["tsc", "-p", package.path], timeout: 180)
        try #require(!built.timedOut && built.status == 0, "tsc -p failed:\n\(built.output)\n\(built.errorTail)")
        try link(package, as: manifest.name, into: project)

        for resolution in [["--module", "node16", "--moduleResolution", "node16"], ["--module", "ES2020", "--moduleResolution", "node"]] {
            let compiled = try ChildProcess.run(
                ["tsc", "--strict"] + WebClientBuild.extraChecks + resolution + ["--target", "ES2020", "--lib", "ES2020,DOM", "main.ts"],
                in: project, timeout: 180)
            #expect(!compiled.timedOut && compiled.status == 0, "\(resolution): \(compiled.output)\n\(compiled.errorTail)")
        }
        let ran = try ChildProcess.run(["node", "main.js"], in: project, timeout: 60)
        let version = try #require(SpecLoader.load(contentsOf: PackagePaths.spec.path).spec?.version.description)
        #expect(ran.output.trimmingCharacters(in: .whitespacesAndNewlines) == #"{"version":"\#(version)","known":true,"bytes":[1,2,3]}"#,
                "node main.js: \(ran.output)\n\(ran.errorTail)")
    }

    /// Makes `project` a web project that depends on `package`, linked as `node_modules/<name>` the way
    /// `npm install <folder>` links it, with a `main.ts` that imports it by that name.
    private func link(_ package: URL, as name: String, into project: URL) throws {
        let modules = project.appendingPathComponent("node_modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: modules.appendingPathComponent(name), withDestinationURL: package)
        let manifest = #"{ "type": "module", "dependencies": { "\#(name)": "file:../package" } }"#
        try manifest.write(to: project.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        let main = """
            import { PROTOCOL_VERSION, decodeBase64, encodeBase64, isKnownErrorCode, type KnownErrorCode } from "\(name)";

            const code: KnownErrorCode = "BUSY";
            const bytes = decodeBase64(encodeBase64(Uint8Array.of(1, 2, 3))) ?? new Uint8Array();
            console.log(JSON.stringify({ version: PROTOCOL_VERSION, known: isKnownErrorCode(code), bytes: Array.from(bytes) }));

            """
        try main.write(to: project.appendingPathComponent("main.ts"), atomically: true, encoding: .utf8)
    }
}
