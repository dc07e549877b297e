import Foundation
import TestSupport
import Testing

/// Fails the test with a unified diff unless `actual` is exactly `expected`.
///
/// With `SNIPPET_DUMP=folder` in the environment it also writes `actual` there, one file per call
/// (`SwiftSnippetTests.swift-42.txt`), for writing a new snippet's expectation.
package func expectSnippet(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if let folder = ProcessInfo.processInfo.environment["SNIPPET_DUMP"] {
        let name = "\(sourceLocation.fileID.split(separator: "/").last ?? "")-\(sourceLocation.line).txt"
        try actual.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    guard actual != expected else { return }
    Issue.record(Comment(rawValue: try UnifiedDiff.between(expected, actual, name: "snippet")), sourceLocation: sourceLocation)
}
