import BridgeDiff
import BridgeSpec
import Testing

/// The exit status and streams of `bridgegen diff`, driven through `DiffRun` as the command drives it.
@Suite struct DiffRunTests {
    static func load(_ text: String, as path: String) -> SpecLoadResult {
        SpecLoader.load(bytes: Array(text.utf8), path: path)
    }

    static func run(_ new: String, failOn: String = "breaking", format: DiffFormat = .text) -> DiffRun {
        DiffRun(
            old: load(Spec.base, as: "old.yaml"), new: load(new, as: "new.yaml"), format: format,
            failOn: FailurePolicy(parsing: failOn)!)
    }

    @Test func nothingChangedPasses() {
        let run = Self.run(Spec.base)
        #expect(run.status == .passed)
        #expect(run.diagnostics == "")
        #expect(run.output.hasPrefix("MiniBridge 1.0 → 1.0: no protocol changes between old.yaml and new.yaml.\n"))
    }

    @Test func somethingBreakingFails() throws {
        let run = Self.run(try Spec.edited(("      width: {type: integer}\n", "")))
        #expect(run.status == .failed)
    }

    @Test func somethingDangerousPassesUnlessAskedToFailOnIt() throws {
        let new = try Spec.edited(
            ("  unsupported: Not available here.\n", "  unsupported: Not available here.\n  queued: Later.\n"))
        #expect(Self.run(new).status == .passed)
        #expect(Self.run(new, failOn: "dangerous").status == .failed)
        #expect(Self.run(new, failOn: "safe").status == .failed)
    }

    @Test func somethingSafeFailsOnlyOnSafe() throws {
        let new = try Spec.edited(("    description: Captures a document.\n", "    description: Captures pages.\n"))
        #expect(Self.run(new, failOn: "dangerous").status == .passed)
        #expect(Self.run(new, failOn: "safe").status == .failed)
    }

    /// An invalid spec is not compared: its diagnostics are printed as `validate` prints them, and the
    /// status differs from "breaking" so that CI can tell the two apart.
    @Test func anInvalidSpecIsInvalidInputWithValidatesDiagnostics() throws {
        let broken = try Spec.edited(("    request: CaptureRequest\n", "    request: CaptureRequst\n"))
        let run = Self.run(broken)
        #expect(run.status == .invalidInput)
        #expect(run.status.rawValue == 2)
        #expect(run.output == "")
        #expect(run.diagnostics == DiagnosticRenderer.render(Self.load(broken, as: "new.yaml").diagnostics))
        #expect(run.diagnostics.hasPrefix("new.yaml:84:14: error: "))
    }

    @Test func anUnreadableFileIsInvalidInput() {
        let run = DiffRun(
            old: SpecLoader.load(contentsOf: "/nonexistent/bridge.yaml"), new: Self.load(Spec.base, as: "new.yaml"),
            format: .json)
        #expect(run.status == .invalidInput)
        #expect(run.diagnostics == "error: cannot read '/nonexistent/bridge.yaml': no such file\n")
    }

    @Test func theFormatOptionChoosesTheRenderer() throws {
        let run = Self.run(Spec.base, format: .json)
        #expect(run.output.hasPrefix("{\n  \"schemaVersion\": 1,"))
    }
}
