import BridgeDiff
import BridgeSpec
import Foundation
import Testing

/// `bridgegen diff` on an extension spec reviews the extension: its name, its version and its
/// `extension` section, which its author can change, not its base protocol's, which they cannot.
@Suite struct ExtensionDiffTests {
    /// `Examples/SignaturePadBridge/bridge.yaml`, which extends `Protocol/bridge.yaml` by a relative path.
    static let path = Spec.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/SignaturePadBridge/bridge.yaml").path

    static func signaturePad() throws -> String {
        String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
    }

    /// The signature pad with `signerName` renamed, a wire break, and its versions as given.
    static func renamed(extensionVersion: String, capabilityVersion: String) throws -> String {
        try Spec.edited(
            ("      signerName:", "      signer:"),
            ("  version: \"1.2\"\n  namespace:", "  version: \"\(extensionVersion)\"\n  namespace:"),
            ("    version: \"1.2\"\n    description: A pad", "    version: \"\(capabilityVersion)\"\n    description: A pad"),
            in: try signaturePad())
    }

    /// Both specs load from the example's own path, so the base resolves as it does for users.
    static func review(_ new: String) throws -> DiffReview {
        let old = try Spec.load(try signaturePad(), as: path)
        return DiffReview(
            SpecComparison.compare(old: old, new: try Spec.load(new, as: path)), policy: FailurePolicy([.web, .native]))
    }

    @Test func aBreakWithoutABumpAsksForTheExtensionsMajorVersion() throws {
        let review = try Self.review(try Self.renamed(extensionVersion: "1.2", capabilityVersion: "1.2"))
        #expect(review.report.title == "SignaturePad 1.2 → 1.2")
        #expect(review.report.heading == "Extension changes")
        let bump = try #require(review.report.findings.first { $0.rule == .breakingWithoutMajorBump })
        #expect(bump.message.contains("the extension's version stays 1.2; make it 2.0"))
        // Located at the extension's own section, in the extension's file, not the base's.
        #expect(bump.location.file == Self.path)
        #expect(bump.location.line == 8)
        #expect(review.suggestion.sentence.hasPrefix("Suggested extension version: 2.0"))
        #expect(!review.passes)
    }

    @Test func bumpingTheExtensionsMajorVersionCoversItsWireBreaks() throws {
        let review = try Self.review(try Self.renamed(extensionVersion: "2.0", capabilityVersion: "2.0"))
        #expect(review.report.title == "SignaturePad 1.2 → 2.0")
        #expect(!review.report.findings.contains { $0.rule == .breakingWithoutMajorBump })
        #expect(
            review.report.findings.contains {
                $0.rule == .protocolMajorVersionChanged && $0.message.contains("the extension's version")
            })
        #expect(review.majorBumped)
        #expect(review.suggestion.isMet)
        #expect(review.passes, "failing: \(review.failing.map(\.rule))")
    }

    @Test func theBaseProtocolIsReviewedAsBefore() throws {
        let text = try String(contentsOfFile: Spec.realSpecPath, encoding: .utf8)
        let report = try Spec.diff(text, text)
        #expect(report.heading == "Protocol changes")
        #expect(report.title == "GBGBridge 1.2 → 1.2")
    }
}
