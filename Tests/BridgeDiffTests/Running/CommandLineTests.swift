import Foundation
import TestSupport
import Testing

/// `bridgegen diff` end to end, as a reviewer runs it: the built executable, sides read from git
/// revisions with `git show`, exit statuses and messages. Runs in this repository's checkout.
@Suite struct CommandLineTests {
    /// The repository root, found from this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the `bridgegen` built next to the test bundle, in the repository root.
    static func bridgegen(_ arguments: [String]) throws -> ChildProcess.Result {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("bridgegen")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "bridgegen is not built at \(binary.path)")
        return try ChildProcess.run([binary.path] + arguments, in: root, timeout: 120)
    }

    static var isGitCheckout: Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) }

    @Test(.enabled(if: isGitCheckout, "needs a git checkout"))
    func bothSidesFromTheSameRevisionHaveNoChanges() throws {
        let run = try Self.bridgegen(["diff", "HEAD:Protocol/bridge.yaml", "HEAD:Protocol/bridge.yaml"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.hasPrefix(
                "GBGBridge 1.2 → 1.2: no protocol changes between HEAD:Protocol/bridge.yaml and HEAD:Protocol/bridge.yaml"))
    }

    @Test(.enabled(if: isGitCheckout, "needs a git checkout"))
    func aRevisionAgainstAFileIsCompared() throws {
        let run = try Self.bridgegen([
            "diff", "HEAD:Protocol/bridge.yaml", "Tests/BridgeGenSwiftTests/Fixtures/Reference/Minimal/bridge.yaml", "--format",
            "json",
        ])
        #expect(run.status == 1, "a different protocol altogether is breaking: \(run.errors)")
        #expect(run.output.contains("\"rule\": \"ACTION_REMOVED\""))
        #expect(run.output.contains("\"rule\": \"PROTOCOL_NAME_CHANGED\""))
    }

    @Test(.enabled(if: isGitCheckout, "needs a git checkout"))
    func unreadableSidesExitWithStatusTwoAndSayWhy() throws {
        let badRevision = try Self.bridgegen(["diff", "no-such-revision:Protocol/bridge.yaml"])
        #expect(badRevision.status == 2)
        #expect(badRevision.errors.contains("cannot read 'no-such-revision:Protocol/bridge.yaml'"))
        let badPath = try Self.bridgegen(["diff", "HEAD:Protocol/no-such-spec.yaml"])
        #expect(badPath.status == 2)
        #expect(badPath.errors.contains("no-such-spec.yaml"))
        let missingFile = try Self.bridgegen(["diff", "Protocol/bridge.yaml", "/no/such/bridge.yaml"])
        #expect(missingFile.status == 2)
        #expect(missingFile.errors.contains("cannot read '/no/such/bridge.yaml'"))
    }

    @Test func validateAndGenerateCheckPassOnTheCheckedInSpec() throws {
        let validate = try Self.bridgegen(["validate"])
        #expect(validate.status == 0, "\(validate.errors)")
        let check = try Self.bridgegen(["generate", "--check"])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        #expect(check.output.contains("is up to date") && !check.output.contains("out of date"), "\(check.output)")
    }
}
