import Foundation
import Testing

/// The shared conformance suite (`Tests/Conformance`), run against the Swift host: one test case
/// per scenario, named after it. A failure points at the scenario's line and shows what the page
/// was expected to receive and what it received.
@MainActor
@Suite struct ConformanceTests {
    /// Real seconds per scenario millisecond, first and on each retry of an inconclusive run.
    static let scales = [0.000_1, 0.000_5, 0.002_5]

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

    /// Runs a scenario, again at a larger time scale while a failure may be the machine's fault.
    static func run(_ scenario: Scenario) async {
        for (attempt, scale) in scales.enumerated() {
            do {
                let run = try ScenarioRun(scenario, scale: scale)
                // Ends what the scenario left open, so that no handler outlives its run.
                defer { run.app.host.detach() }
                do {
                    try await run.run()
                    MessageLog.keep(run)
                    return
                } catch where run.time.isUntrustworthy && attempt < scales.count - 1 {
                    continue
                }
            } catch let failure as StepFailure {
                Issue.record(Comment(rawValue: "\(scenario.name): \(scenario.summary)\n\(failure)"),
                             sourceLocation: scenario.sourceLocation(line: failure.line))
                return
            } catch {
                Issue.record(Comment(rawValue: "\(scenario.name): \(error)"), sourceLocation: scenario.sourceLocation(line: nil))
                return
            }
        }
    }
}

extension Scenario: CustomTestStringConvertible {
    var testDescription: String { name }

    /// The scenario file's line, as the place a failure is shown: its header when `line` is nil.
    func sourceLocation(line: Int?) -> SourceLocation {
        let parts = location.split(separator: ":")
        let relative = String(parts[0])
        let path = ScenarioLibrary.folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(relative).path
        return SourceLocation(fileID: "Conformance/" + (relative as NSString).lastPathComponent, filePath: path,
                              line: line ?? Int(parts.last ?? "1") ?? 1, column: 1)
    }
}
