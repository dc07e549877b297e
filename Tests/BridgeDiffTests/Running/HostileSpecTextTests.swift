import Foundation
import TestSupport
import Testing

/// Spec keys that try to forge output, through the real commands: a key with a line break followed
/// by a GitHub Actions workflow command, and a key of terminal escapes. No output may hold a line
/// that starts the command, nor the escape character.
@Suite struct HostileSpecTextTests {
    static let forgedCommand = #""x\n::error file=README.md,line=1::injected""#
    static let forgedEscapes = #""\e[2J\e[31mforged""#

    /// Whether `output` carries either forgery through raw.
    static func isForged(_ output: String) -> Bool {
        output.unicodeScalars.contains("\u{1B}")
            || output.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                .contains { $0.hasPrefix("::error file=README.md") }
    }

    /// The base spec with both keys at the top level, where they are unknown keys.
    static var invalidSpec: String { Spec.base + "\(forgedCommand): 1\n\(forgedEscapes): 1\n" }

    @Test func validateShowsTheKeysEscaped() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write(Self.invalidSpec, to: "spec.yaml")
        let run = try CommandLineTests.bridgegen(["validate", spec])
        #expect(run.status == 1)
        #expect(run.errors.contains(#"unknown key 'x\n::error file=README.md,line=1::injected' in the spec"#), "\(run.errors)")
        #expect(run.errors.contains(#"unknown key '\u{1B}[2J\u{1B}[31mforged' in the spec"#))
        #expect(!Self.isForged(run.errors) && !Self.isForged(run.output))
    }

    @Test func generateShowsTheKeysEscaped() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write(Self.invalidSpec, to: "spec.yaml")
        let run = try CommandLineTests.bridgegen([
            "generate", spec, "--language", "swift", "--output", folder.url.appendingPathComponent("out").path,
        ])
        #expect(run.status == 1)
        #expect(run.errors.contains(#"unknown key 'x\n::error"#), "\(run.errors)")
        #expect(!Self.isForged(run.errors) && !Self.isForged(run.output))
    }

    /// Valid specs whose new statuses are the two keys: every format of the report quotes them.
    @Test(arguments: ["text", "markdown", "json", "github"])
    func diffShowsTheKeysEscapedInEveryFormat(_ format: String) throws {
        let folder = try TemporaryFolder()
        let unsupported = "  unsupported: Not available here.\n"
        let new = try Spec.edited(
            (
                unsupported,
                unsupported
                    + "  \(Self.forgedCommand): {swiftName: forgedCommand}\n  \(Self.forgedEscapes): {swiftName: forgedEscapes}\n"
            ))
        let run = try CommandLineTests.bridgegen([
            "diff", try folder.write(Spec.base, to: "old.yaml"), try folder.write(new, to: "new.yaml"), "--format", format,
        ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("STATUS_ADDED"))
        #expect(!Self.isForged(run.output) && !Self.isForged(run.errors), "\(run.output)")
    }

    /// The same keys in a spec `diff` refuses: its diagnostics are `validate`'s, escaped the same way.
    @Test func diffDiagnosticsShowTheKeysEscaped() throws {
        let folder = try TemporaryFolder()
        let run = try CommandLineTests.bridgegen([
            "diff", try folder.write(Spec.base, to: "old.yaml"), try folder.write(Self.invalidSpec, to: "new.yaml"),
            "--format", "github",
        ])
        #expect(run.status == 2)
        #expect(run.errors.contains(#"unknown key 'x\n::error"#))
        #expect(!Self.isForged(run.errors))
    }
}
