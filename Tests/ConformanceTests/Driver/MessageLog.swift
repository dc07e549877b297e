import Foundation

/// With `BRIDGE_MESSAGE_LOG` set to a folder, keeps every message a passing scenario's host sent, one
/// per line, so `.ci/run` checks them against the generated JSON Schema with an independent
/// validator, as it does the other tests' messages.
///
/// A scenario in which the host itself reports that the app broke the spec's types (an answer that
/// does not match its result type, an event sent with the wrong data or the wrong way) is left out:
/// those messages are wrong on purpose.
enum MessageLog {
    @MainActor
    static func keep(_ run: ScenarioRun) {
        guard let folder = ProcessInfo.processInfo.environment["BRIDGE_MESSAGE_LOG"],
            !run.app.observer.problems.contains(where: { ["resultMismatch", "eventMisuse"].contains($0["kind"]?.stringValue) })
        else { return }
        let file = URL(fileURLWithPath: folder).appendingPathComponent("conformance-\(UUID().uuidString).jsonl")
        let text = run.received.map { $0.text + "\n" }.joined()
        _ = FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8))
    }
}
