import BridgeGenKit
import Foundation
import TestSupport
import Testing

/// Compares generated files with a checked-in folder, as swift-openapi-generator's reference tests
/// do: the golden files of every output language, and the fixtures' expected output.
///
/// On a mismatch the test fails with a unified diff and the command that regenerates. With
/// `BRIDGEGEN_RECORD=1` in the environment it rewrites the folder instead, through the same writer
/// `generate` uses, and fails only if that changed something, so that a person reviews the new
/// expectation with `git diff` before it is committed. What counts as stale is what
/// `generate --check` counts: the output's own files it no longer makes.
package struct ReferenceFolder {
    /// The checked-in folder.
    package var url: URL
    /// The output language whose files these are, such as `swift`.
    package var language: String
    /// What to run to bring the folder up to date.
    package var regenerateCommand: String

    package init(url: URL, language: String, regenerateCommand: String) {
        self.url = url
        self.language = language
        self.regenerateCommand = regenerateCommand
    }

    /// Whether this run records expectations instead of checking them.
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["BRIDGEGEN_RECORD"] == "1" }

    /// Fails the current test unless the folder holds exactly `files` (records them when recording).
    package func expect(matches files: [OutputFile], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let writer = OutputWriter(directory: url.path, language: language)
        if Self.isRecording {
            let report = try writer.write(files)
            let changed = report.written + report.removed
            if !changed.isEmpty {
                Issue.record(
                    "Recorded \(changed.joined(separator: ", ")) in \(url.path); review them with git diff, then run without BRIDGEGEN_RECORD",
                    sourceLocation: sourceLocation)
            }
            return
        }
        var problems: [String] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(file.name).path) else {
                problems.append("\(file.name) is missing from \(url.path)")
                continue
            }
            let checkedIn = String(decoding: data, as: UTF8.self)
            if checkedIn != file.contents {
                problems.append(try UnifiedDiff.between(checkedIn, file.contents, name: file.name))
            }
        }
        problems += try writer.leftovers(producing: files).map { "\($0) is checked in but no longer generated" }
        if !problems.isEmpty {
            Issue.record(
                Comment(rawValue: problems.joined(separator: "\n") + "\nTo update: \(regenerateCommand)"),
                sourceLocation: sourceLocation)
        }
    }
}
