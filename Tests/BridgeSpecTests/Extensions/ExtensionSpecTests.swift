import Foundation
import TestSupport
import Testing

@testable import BridgeSpec

/// Extension specs: loaded with their base as one protocol, with what they may declare checked
/// and every problem located in the file it is in.
@Suite struct ExtensionSpecTests {
    /// A folder with the minimal spec as `base.yaml` and `text` as `extension.yaml`.
    private func load(_ text: String) throws -> (SpecLoadResult, TemporaryFolder) {
        let folder = try TemporaryFolder()
        try folder.write(Fixture.minimal, to: "base.yaml")
        let path = try folder.write(text, to: "extension.yaml")
        return (SpecLoader.load(contentsOf: path), folder)
    }

    /// A valid extension of the minimal spec, with `body` after its header.
    private static func extensionSpec(_ body: String, extends: String = "  protocol: MiniBridge\n  path: base.yaml\n") -> String {
        """
        extends:
        \(extends)
        extension:
          name: Pad
          version: "1.0"
          namespace: pad
        \(body)
        """
    }

    private static let validBody = """
        errors:
          PAD_JAMMED: {recoverable: true, description: The pad jammed.}
        capabilities:
          pad.sign: {version: "2.1", description: Signing.}
        actions:
          pad.sign.capture:
            capability: pad.sign
            description: Captures a signature.
            request: PadRequest
            result: PadResult
            errors: [PAD_JAMMED, BUSY]
        events:
          pad.cleared: {direction: nativeToWeb, description: Cleared., data: PadCleared}
        types:
          PadRequest:
            description: Options.
            fields:
              side: {type: Side, default: front}
          PadResult:
            description: The signature.
            fields:
              image: {type: bytes}
          PadCleared:
            description: Data of pad.cleared.
            fields:
              attempts: {type: integer}
        """

    @Test func anExtensionLoadsWithItsBaseAsOneProtocol() throws {
        let (result, _folder) = try load(Self.extensionSpec(Self.validBody))
        _ = _folder
        let spec = try #require(result.spec, "\(DiagnosticRenderer.render(result.diagnostics))")
        let header = try #require(spec.extensionSpec)
        #expect(header.name == "Pad" && header.version == ProtocolVersion(major: 1, minor: 0) && header.namespace == "pad")
        #expect(header.base.protocolName == "MiniBridge" && header.base.module == "MiniBridge")
        #expect(spec.name == "MiniBridge")
        // The whole protocol, so references to the base resolve; only its own are emitted.
        #expect(spec.action("camera.document.capture") != nil && spec.action("pad.sign.capture") != nil)
        #expect(spec.emits(action: "pad.sign.capture") && !spec.emits(action: "camera.document.capture"))
        #expect(header.declared.types == ["PadRequest", "PadResult", "PadCleared"])
        #expect(header.declared.errorCodes == ["PAD_JAMMED"])
        #expect(spec.type(named: "PadRequest")?.fields.first?.type == .named("Side"), "a base type, by name")
    }

    @Test func whatTheBaseDeclaresCannotBeDeclaredAgain() throws {
        let body = Self.validBody.replacingOccurrences(
            of: "  PadCleared:\n    description: Data", with: "  Side:\n    description: Data"
        )
        .replacingOccurrences(of: "data: PadCleared", with: "data: Side")
        let (result, folder) = try load(Self.extensionSpec(body))
        #expect(result.spec == nil)
        let text = DiagnosticRenderer.render(result.diagnostics)
        #expect(
            text.contains(
                "extension.yaml:31:3: error: type 'Side' is already declared by the base protocol MiniBridge; an extension can only add, so choose another name"
            ), "\(text)")
        #expect(text.contains("\(folder.url.path)/base.yaml:112:3: note: MiniBridge declares it here"), "\(text)")
    }

    @Test func idsMustBeInTheNamespace() throws {
        let body = Self.validBody.replacingOccurrences(of: "PAD_JAMMED: {", with: "JAMMED: {")
            .replacingOccurrences(of: "errors: [PAD_JAMMED, BUSY]", with: "errors: [JAMMED, BUSY]")
            .replacingOccurrences(of: "  pad.cleared: {", with: "  cleared: {")
        let (result, _) = try load(Self.extensionSpec(body))
        let text = DiagnosticRenderer.render(result.diagnostics)
        #expect(
            text.contains("extension.yaml:10:3: error: error code 'JAMMED' must start with 'PAD_', the extension's namespace"),
            "\(text)")
        #expect(text.contains("extension.yaml:21:3: error: event 'cleared' must start with 'pad.'"), "\(text)")
    }

    @Test func anExtensionHasNoSlots() throws {
        let body = Self.validBody.replacingOccurrences(
            of: "  pad.sign: {version: \"2.1\", description: Signing.}",
            with: "  pad.sign:\n    version: \"2.1\"\n    slot: {property: padCapture, action: pad.sign.capture, resultCase: pad}"
        )
        let (result, _) = try load(Self.extensionSpec(body))
        #expect(
            DiagnosticRenderer.render(result.diagnostics).contains(
                "error: capability 'pad.sign' of an extension has no slot: slots are properties of the base host"))
    }

    @Test func theBaseMustBeTheProtocolItNames() throws {
        let (wrongName, _) = try load(Self.extensionSpec(Self.validBody, extends: "  protocol: OtherBridge\n  path: base.yaml\n"))
        #expect(DiagnosticRenderer.render(wrongName.diagnostics).contains("error: the base spec '"))
        #expect(DiagnosticRenderer.render(wrongName.diagnostics).contains("is the protocol 'MiniBridge', not 'OtherBridge'"))

        let (byPackage, folder) = try load(
            Self.extensionSpec(Self.validBody, extends: "  protocol: MiniBridge\n  package: minibridge\n"))
        #expect(
            DiagnosticRenderer.render(byPackage.diagnostics).contains(
                "extension.yaml:1:1: error: the base 'minibridge' is named by package, so its spec must be given: pass --base PATH"
            ))
        // Given, as --base or as the package's root, it loads.
        let spec = folder.url.appendingPathComponent("extension.yaml").path
        let given = SpecLoader.load(
            contentsOf: spec, bases: SpecBases(basePath: folder.url.appendingPathComponent("base.yaml").path))
        #expect(given.spec != nil, "\(DiagnosticRenderer.render(given.diagnostics))")
        try folder.write(Fixture.minimal, to: "checkout/Protocol/bridge.yaml")
        let byRoot = SpecLoader.load(
            contentsOf: spec, bases: SpecBases(packageRoots: ["minibridge": folder.url.appendingPathComponent("checkout").path]))
        #expect(byRoot.spec?.extensionSpec?.base.package == "minibridge", "\(DiagnosticRenderer.render(byRoot.diagnostics))")
    }

    @Test func referencesToUndeclaredNamesAreLocatedInTheExtension() throws {
        let body = Self.validBody.replacingOccurrences(
            of: "errors: [PAD_JAMMED, BUSY]", with: "errors: [PAD_JAMMED, NO_SUCH_CODE]")
        let (result, _) = try load(Self.extensionSpec(body))
        let text = DiagnosticRenderer.render(result.diagnostics)
        #expect(text.contains("extension.yaml:") && text.contains("NO_SUCH_CODE"), "\(text)")
        #expect(!text.contains("base.yaml:") || text.contains("note:"), "nothing is reported against the valid base itself")
    }
}
