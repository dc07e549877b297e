import Foundation
import TestSupport
import Testing

/// `--fail-on` and `--baseline` through the built `bridgegen`, as CI runs it.
@Suite struct GateCommandLineTests {
    /// The base spec and a copy whose CaptureImage loses `width` (breaks web journeys, and both APIs)
    /// and whose result gains a required `height` (breaks native hosts).
    static func specs(in folder: TemporaryFolder) throws -> (old: String, new: String) {
        let new = try Spec.edited(("      width: {type: integer}\n", "      height: {type: integer}\n"))
        return (try folder.write(Spec.base, to: "old.yaml"), try folder.write(new, to: "new.yaml"))
    }

    @Test func failOnChoosesWhatFails() throws {
        let folder = try TemporaryFolder()
        let old = try folder.write(Spec.base, to: "old.yaml")
        // A required request field: breaks deployed web journeys and both APIs, not native hosts.
        let request = "      quality: {type: number, default: 0.8}\n"
        let new = try folder.write(try Spec.edited((request, request + "      mode: {type: string}\n")), to: "new.yaml")
        #expect(try CommandLineTests.bridgegen(["diff", old, new]).status == 1)
        #expect(try CommandLineTests.bridgegen(["diff", old, new, "--fail-on", "native"]).status == 0)
        #expect(try CommandLineTests.bridgegen(["diff", old, new, "--fail-on", "native,web"]).status == 1)
        #expect(try CommandLineTests.bridgegen(["diff", old, new, "--fail-on", "typescript"]).status == 1)
        let usage = try CommandLineTests.bridgegen(["diff", old, new, "--fail-on", "web,severe"])
        #expect(usage.status == 64)
        #expect(usage.errors.contains("--fail-on"), "\(usage.errors)")
    }

    @Test func aBaselineAcceptsFindingsAndAMalformedOneIsALocatedError() throws {
        let folder = try TemporaryFolder()
        let (old, new) = try Self.specs(in: folder)
        let elements = ["type:CaptureImage/field:width", "type:CaptureImage/field:height"]
        let rules = [
            ("FIELD_REMOVED_FROM_WEB_BOUND", elements[0]), ("FIELD_DROPPED_BY_NEW_JOURNEYS", elements[0]),
            ("FIELD_REQUIRED_ADDED_TO_WEB_BOUND", elements[1]), ("BREAKING_WITHOUT_MAJOR_BUMP", "protocol"),
        ]
        let entries = rules.map { "  - rule: \($0.0)\n    element: \($0.1)\n    reason: Width became height in the 2.0 pilot.\n" }
        let baseline = try folder.write("accepted:\n" + entries.joined(), to: "baseline.yaml")
        let accepted = try CommandLineTests.bridgegen(["diff", old, new, "--baseline", baseline, "--format", "json"])
        #expect(accepted.status == 0, "\(accepted.output)\(accepted.errors)")
        #expect(accepted.output.contains("\"failed\": false"))
        #expect(accepted.output.contains("\"rule\": \"FIELD_REMOVED_FROM_WEB_BOUND\", \"severity\": \"breaking\""))

        let broken = try folder.write("accepted:\n  - rule: FIELD_REMOVED_FROM_WEB_BOUND\n    element: x\n", to: "broken.yaml")
        let invalid = try CommandLineTests.bridgegen(["diff", old, new, "--baseline", broken])
        #expect(invalid.status == 2)
        #expect(invalid.output == "")
        #expect(
            invalid.errors.hasPrefix(
                "\(broken):2:5: error: the baseline entry for FIELD_REMOVED_FROM_WEB_BOUND on x has no 'reason'"))
    }
}
