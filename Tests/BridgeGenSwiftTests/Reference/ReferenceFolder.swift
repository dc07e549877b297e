import Foundation
import Testing

import BridgeGenKit
@testable import BridgeGenSwift

/// Compares generated files with a checked-in folder, as swift-openapi-generator's reference tests do.
///
/// On a mismatch the test fails with a unified diff and the command that regenerates. With
/// `BRIDGEGEN_RECORD=1` in the environment it rewrites the folder instead, and still fails, so that a
/// person reviews the new expectation with `git diff` before it is committed.
struct ReferenceFolder {
    /// The checked-in folder.
    var url: URL
    /// What to run to bring the folder up to date.
    var regenerateCommand: String

    static var isRecording: Bool { ProcessInfo.processInfo.environment["BRIDGEGEN_RECORD"] == "1" }

    /// Fails the current test unless the folder holds exactly `files`.
    func expect(matches files: [OutputFile], sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Self.isRecording {
            _ = try OutputWriter(directory: url, language: SwiftGenerator.language).write(files)
            Issue.record("Recorded \(files.count) files into \(url.path); review them with git diff, then run without BRIDGEGEN_RECORD", sourceLocation: sourceLocation)
            return
        }
        var problems: [String] = []
        for file in files {
            let path = url.appendingPathComponent(file.name)
            guard let data = FileManager.default.contents(atPath: path.path) else {
                problems.append("\(file.name) is missing from \(url.path)")
                continue
            }
            let expected = String(decoding: data, as: UTF8.self)
            if expected != file.contents {
                problems.append(try Self.unifiedDiff(expected: expected, actual: file.contents, name: file.name))
            }
        }
        // As `generate --check` sees it: the output's own files it no longer makes.
        let extra = try OutputWriter(directory: url, language: SwiftGenerator.language).leftovers(producing: files)
        problems += extra.map { "\($0.lastPathComponent) is checked in but no longer generated" }
        if !problems.isEmpty {
            Issue.record(Comment(rawValue: problems.joined(separator: "\n") + "\nTo update: \(regenerateCommand)"),
                         sourceLocation: sourceLocation)
        }
    }

    /// `diff -u` of the two texts, labelled with the file's name.
    static func unifiedDiff(expected: String, actual: String, name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appendingPathComponent("expected")
        let new = directory.appendingPathComponent("generated")
        try Data(expected.utf8).write(to: old)
        try Data(actual.utf8).write(to: new)
        let result = try ExternalTool.run(["diff", "-u", "--label", "checked-in/\(name)", "--label", "generated/\(name)", old.path, new.path])
        return result.output
    }
}
