import BridgeSpec
import Foundation
import TestSupport
import Testing

/// Generated/web is an npm package a web project installs from a checkout without building it:
/// copies of it and of the signature pad's package (Examples/SignaturePadBridge/web), as checked in
/// and never compiled, are installed into a project by `npm install` (offline: they have no
/// dependencies, and the extension's only peer is the base), which then runs a plain ES module
/// against the shipped `dist/` with Node, the client's and the host's entry points, and type-checks
/// its TypeScript against the shipped declarations (through `exports` with Node 16 resolution,
/// through `types` with the older one) before running it too.
@Suite struct PackageConsumerTests {
    /// The package manifest's fields the consumer relies on.
    struct Manifest: Decodable {
        var name: String
        var type: String
        var dependencies: [String: String]?
        var peerDependencies: [String: String]?
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc", "node", "npm"]), "needs tsc (node-typescript), node and npm"))
    func projectInstallsTheUnbuiltPackageAndImportsItByName() throws {
        try ExternalTools.require(["tsc", "node", "npm"])
        let root = WebClientBuild.root.appendingPathComponent("package-\(UUID().uuidString)")
        let project = root.appendingPathComponent("project")
        let (package, manifest) = try copy(PackagePaths.generatedWeb, as: "package", in: root)
        #expect(manifest.type == "module" && (manifest.dependencies ?? [:]).isEmpty)
        let (pad, padManifest) = try copy(PackagePaths.signaturePadWeb, as: "pad", in: root)
        #expect(padManifest.type == "module" && padManifest.peerDependencies?.keys.sorted() == [manifest.name])
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try #"{ "name": "consumer", "private": true, "type": "module" }"#.write(
            to: project.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        // Installed as copies (--install-links), as a registry would install them: a linked
        // extension would look for its peer, the base, beside its own folder rather than the project's.
        let installed = try ChildProcess.run(
            ["npm", "install", "--offline", "--install-links", "--no-audit", "--no-fund", package.path, pad.path],
            in: project, timeout: 180)
        try #require(!installed.timedOut && installed.status == 0, "npm install: \(installed.output)\n\(installed.errorTail)")
        try write(project: project, base: manifest.name, extension: padManifest.name)
        let version = try #require(SpecLoader.load(contentsOf: PackagePaths.spec.path).spec?.version.description)
        let expected = #"{"version":"\#(version)","known":true,"bytes":[1,2,3],"signature":[1,2,3],"tooShort":true}"#

        // No TypeScript: the shipped JavaScript, as a page without a compiler runs it.
        let plain = try ChildProcess.run(["node", "plain.mjs"], in: project, timeout: 60)
        #expect(
            plain.output.trimmingCharacters(in: .whitespacesAndNewlines) == expected + "\n" + #"{"host":true,"slot":true}"#,
            "node plain.mjs: \(plain.output)\n\(plain.errorTail)")

        for resolution in [
            ["--module", "node16", "--moduleResolution", "node16"], ["--module", "ES2020", "--moduleResolution", "node"],
        ] {
            let compiled = try ChildProcess.run(
                ["tsc", "--strict"] + WebClientBuild.extraChecks + resolution + [
                    "--target", "ES2020", "--lib", "ES2020,DOM", "main.ts", "host.ts",
                ],
                in: project, timeout: 180)
            #expect(!compiled.timedOut && compiled.status == 0, "\(resolution): \(compiled.output)\n\(compiled.errorTail)")
        }
        let ran = try ChildProcess.run(["node", "main.js"], in: project, timeout: 60)
        #expect(
            ran.output.trimmingCharacters(in: .whitespacesAndNewlines) == expected,
            "node main.js: \(ran.output)\n\(ran.errorTail)")
    }

    /// A copy of the generated package in `folder`, named `name` in `root`, as checked in: nothing
    /// compiles it.
    private func copy(_ folder: URL, as name: String, in root: URL) throws -> (URL, Manifest) {
        let package = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder, to: package)
        return (
            package,
            try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: package.appendingPathComponent("package.json")))
        )
    }

    /// Writes the web project's `main.ts`, which imports the packages `base` and `extension` by
    /// name and calls the extension's method through a stand-in host that answers it: once with a
    /// signature, once with the extension's code; and `plain.mjs`, the same in JavaScript, which
    /// also makes the host's entry point serve a slot.
    private func write(project: URL, base: String, extension pad: String) throws {
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
        // The same without its types, then the host: a detached host's typed slot, by package name.
        let plain =
            main
            .replacingOccurrences(of: "import type { BridgeTransport, KnownErrorCode } from \"\(base)\";\n", with: "")
            .replacingOccurrences(of: "const code: KnownErrorCode", with: "const code")
            .replacingOccurrences(of: "const answers: object[]", with: "const answers")
            .replacingOccurrences(of: "const transport: BridgeTransport", with: "const transport")
            .replacingOccurrences(of: "(error: unknown)", with: "(error)")
            .replacingOccurrences(of: "console.log(JSON.stringify({ version,", with: "report(JSON.stringify({ version,")
                + """
                import { GBGBridgeHost, HostSlot } from "\(base)/host";
                function report(line) {
                  const host = new GBGBridgeHost({});
                  host.documentCapture.handler = async () => ({ imageData: Uint8Array.of(1), width: 1, height: 1, mimeType: "image/png" });
                  console.log(line);
                  console.log(JSON.stringify({ host: host instanceof GBGBridgeHost, slot: host.documentCapture instanceof HostSlot }));
                }

                """
        let host = """
            import { GBGBridgeHost } from "\(base)/host";
            // The host's declarations: a typed slot's handler.
            export const host = new GBGBridgeHost({});
            host.documentCapture.handler = async (request) => ({
              imageData: Uint8Array.of(1), width: 1, height: 1, mimeType: request.data.side === "back" ? "image/png" : "image/jpeg",
            });

            """
        try host.write(to: project.appendingPathComponent("host.ts"), atomically: true, encoding: .utf8)
        try plain.write(to: project.appendingPathComponent("plain.mjs"), atomically: true, encoding: .utf8)
    }
}
