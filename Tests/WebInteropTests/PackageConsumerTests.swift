import BridgeSpec
import Foundation
import TestSupport
import Testing

/// Generated/web is an npm package a web project installs from a local path: built with its own
/// `tsc -p`, linked into a project's node_modules as `npm install ./Generated/web` links it, it
/// type-checks by package name (through `exports` with Node 16 resolution, through `types` with the
/// older one) and runs in Node as an ES module, with no dependencies. The signature pad's package
/// (Examples/SignaturePadBridge/web) installs beside it, builds against it with its own `tsc -p`,
/// and its method answers through the base client's transport.
@Suite struct PackageConsumerTests {
    /// The package manifest's fields the consumer relies on.
    struct Manifest: Decodable {
        var name: String
        var type: String
        var dependencies: [String: String]?
        var peerDependencies: [String: String]?
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc", "node"]), "needs tsc (node-typescript) and node"))
    func projectImportsThePackageByName() throws {
        try ExternalTools.require(["tsc", "node"])
        let root = WebClientBuild.root.appendingPathComponent("package-\(UUID().uuidString)")
        let project = root.appendingPathComponent("project")
        let (package, manifest) = try built(PackagePaths.generatedWeb, as: "package", in: root)
        #expect(manifest.type == "module" && (manifest.dependencies ?? [:]).isEmpty)
        // Where the extension's package finds the base when it is built, as in a project that installed both.
        try link(package, as: manifest.name, into: root.appendingPathComponent("node_modules"))
        let (pad, padManifest) = try built(PackagePaths.signaturePadWeb, as: "pad", in: root)
        #expect(padManifest.type == "module" && padManifest.peerDependencies?.keys.sorted() == [manifest.name])
        try link(package, as: manifest.name, into: project.appendingPathComponent("node_modules"))
        try link(pad, as: padManifest.name, into: project.appendingPathComponent("node_modules"))
        try write(project: project, base: manifest.name, extension: padManifest.name)

        for resolution in [
            ["--module", "node16", "--moduleResolution", "node16"], ["--module", "ES2020", "--moduleResolution", "node"],
        ] {
            let compiled = try ChildProcess.run(
                ["tsc", "--strict"] + WebClientBuild.extraChecks + resolution + [
                    "--target", "ES2020", "--lib", "ES2020,DOM", "main.ts",
                ],
                in: project, timeout: 180)
            #expect(!compiled.timedOut && compiled.status == 0, "\(resolution): \(compiled.output)\n\(compiled.errorTail)")
        }
        let ran = try ChildProcess.run(["node", "main.js"], in: project, timeout: 60)
        let version = try #require(SpecLoader.load(contentsOf: PackagePaths.spec.path).spec?.version.description)
        #expect(
            ran.output.trimmingCharacters(in: .whitespacesAndNewlines)
                == #"{"version":"\#(version)","known":true,"bytes":[1,2,3],"signature":[1,2,3],"tooShort":true}"#,
            "node main.js: \(ran.output)\n\(ran.errorTail)")
    }

    /// A copy of the generated package in `folder`, named `name` in `root`, built with its own `tsc -p`.
    private func built(_ folder: URL, as name: String, in root: URL) throws -> (URL, Manifest) {
        let package = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder, to: package)
        try? FileManager.default.removeItem(at: package.appendingPathComponent("dist"))
        let built = try ChildProcess.run(["tsc", "-p", package.path], timeout: 180)
        try #require(
            !built.timedOut && built.status == 0,
            "tsc -p \(folder.lastPathComponent) failed:\n\(built.output)\n\(built.errorTail)")
        return (
            package,
            try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: package.appendingPathComponent("package.json")))
        )
    }

    /// Links `package` into the `modules` folder as `<name>`, the way `npm install <folder>` links it.
    private func link(_ package: URL, as name: String, into modules: URL) throws {
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: modules.appendingPathComponent(name), withDestinationURL: package)
    }

    /// Makes `project` a web project that depends on the packages `base` and `extension`, with a
    /// `main.ts` that imports both by name and calls the extension's method through a stand-in host
    /// that answers it: once with a signature, once with the extension's code.
    private func write(project: URL, base: String, extension pad: String) throws {
        let manifest = #"{ "type": "module", "dependencies": { "\#(base)": "file:../package", "\#(pad)": "file:../pad" } }"#
        try manifest.write(to: project.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        let main = """
            import { GBGBridgeClient, PROTOCOL_VERSION, decodeBase64, encodeBase64, isKnownErrorCode } from "\(base)";
            import type { BridgeTransport, KnownErrorCode } from "\(base)";
            import { SignaturePadErrorCode, SignaturePadExtension, isSignaturePadError } from "\(pad)";

            const code: KnownErrorCode = "BUSY";
            const bytes = decodeBase64(encodeBase64(Uint8Array.of(1, 2, 3))) ?? new Uint8Array();
            // A stand-in host: a signature first, then the extension's code.
            const answers: object[] = [
              { status: "success", data: { image: "AQID", points: [], duration_ms: 5 } },
              { status: "error", error: { code: SignaturePadErrorCode.SIGNATURE_TOO_SHORT, message: "Too short" } },
            ];
            const transport: BridgeTransport = {
              kind: "custom",
              send(json) {
                const { correlationId, payload } = JSON.parse(json);
                const response = { version: "1.0", correlationId, type: "response", timestamp: 1, payload: { action: payload.action, ...answers.shift() } };
                setTimeout(() => client.receive(response), 1);
              },
            };
            const client = new GBGBridgeClient({ transport, window: {} });
            const pad = new SignaturePadExtension(client);
            pad.signatureCapture({ signerName: "Ada" }).then(async (signature) => {
              const tooShort = await pad.signatureCapture({ signerName: "A" }).catch((error: unknown) =>
                isSignaturePadError(error, "signature.capture") && error.knownCode === "SIGNATURE_TOO_SHORT" && error.recoverable,
              );
              const version = PROTOCOL_VERSION;
              console.log(JSON.stringify({ version, known: isKnownErrorCode(code), bytes: Array.from(bytes), signature: Array.from(signature.image), tooShort }));
            });

            """
        try main.write(to: project.appendingPathComponent("main.ts"), atomically: true, encoding: .utf8)
    }
}
