import Foundation
import Testing

/// The shared conformance suite (`Tests/Conformance`), run against the Swift host: one test case
/// per scenario, named after it. A failure points at the scenario's line and shows what the page
/// was expected to receive and what it received.
@MainActor
@Suite struct ConformanceTests {
    @Test(arguments: ScenarioLibrary.all)
    func scenario(_ scenario: Scenario) async throws {
        if let reason = scenario.brokenBecause {
            Issue.record(Comment(rawValue: reason), sourceLocation: scenario.sourceLocation(line: nil))
            return
        }
        guard let known = KnownFailures.swiftHost[scenario.name] else {
            await Self.run(scenario)
            return
        }
        print("KNOWN FAILURE of the Swift host: \(scenario.name): \(known)")
        await withKnownIssue(Comment(rawValue: known)) { await Self.run(scenario) }
    }

    /// Runs a scenario and records its failure, if any, at the line of the step that showed it.
    static func run(_ scenario: Scenario) async {
        do {
            let run = try ScenarioRun(scenario)
            // Ends what the scenario left open, so that no handler outlives its run.
            defer { run.app.host.detach() }
            try await run.run()
            MessageLog.keep(run)
        } catch let failure as StepFailure {
            Issue.record(
                Comment(rawValue: "\(scenario.name): \(scenario.summary)\n\(failure)"),
                sourceLocation: scenario.sourceLocation(line: failure.line))
        } catch {
            Issue.record(Comment(rawValue: "\(scenario.name): \(error)"), sourceLocation: scenario.sourceLocation(line: nil))
        }
    }
}

extension Scenario: CustomTestStringConvertible {
    var testDescription: String { name }

    /// The scenario file's line, as the place a failure is shown: its header when `line` is nil.
    func sourceLocation(line: Int?) -> SourceLocation {
        let parts = location.split(separator: ":")
        let relative = String(parts[0])
        let path = ScenarioLibrary.folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(relative)
            .path
        return SourceLocation(
            fileID: "Conformance/" + (relative as NSString).lastPathComponent, filePath: path,
            line: line ?? Int(parts.last ?? "1") ?? 1, column: 1)
    }
}
