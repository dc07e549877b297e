import BridgeSpec
import Foundation
import Testing

@testable import BridgeGenKit

/// The writer replaces each file in one step and reports what it did; a file it cannot write is an
/// error, and leaves nothing half-written behind.
@Suite struct OutputWriterTests {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func writesReplacesAndLeavesUnchangedFilesAlone() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(directory: folder.path, language: "swift")
        let first = [OutputFile(name: "A.swift", contents: "a\n"), OutputFile(name: "B.swift", contents: "b\n")]
        #expect(try writer.write(first).written == ["A.swift", "B.swift"])

        let second = [
            OutputFile(name: "A.swift", contents: "a\n"),
            OutputFile(name: "B.swift", contents: String(repeating: "é", count: 100_000)),
        ]
        let report = try writer.write(second)
        #expect(report.unchanged == ["A.swift"])
        #expect(report.written == ["B.swift"])
        #expect(try String(contentsOf: folder.appendingPathComponent("B.swift"), encoding: .utf8) == second[1].contents)
        // Nothing but the files themselves: no temporary file is left behind.
        #expect(try Self.contents(of: folder) == ["A.swift", "B.swift"])

        // The size decides only that a file differs: one of the same size is compared byte by byte,
        // and pieces are compared as the text they make.
        let third = [
            OutputFile(name: "A.swift", contents: "x\n"),
            OutputFile(
                name: "B.swift", pieces: [Array(second[1].contents.utf8.prefix(7)), Array(second[1].contents.utf8.dropFirst(7))]),
        ]
        let again = try writer.write(third)
        #expect(again.written == ["A.swift"])
        #expect(again.unchanged == ["B.swift"])
    }

    @Test func aFileThatCannotBeWrittenIsAnErrorAndLeavesNothingBehind() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder where the file should go: the new file cannot be renamed over it.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Types.swift"), withIntermediateDirectories: true)
        #expect(throws: FileSystem.Failure.self) {
            try OutputWriter(directory: folder.path, language: "swift").write([OutputFile(name: "Types.swift", contents: "t\n")])
        }
        #expect(try Self.contents(of: folder) == ["Types.swift"])
    }

    @Test func filesInSubfoldersAreWrittenAndTheirStaleFilesReportedAndRemoved() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(directory: folder.path, language: "typescript")
        let header = GeneratedFileHeader.lines(language: "typescript", sourceLabel: "bridge.yaml").map { "// " + $0 + "\n" }
            .joined()
        let first = [
            OutputFile(name: "index.ts", contents: header + "i\n"), OutputFile(name: "dist/old.js", contents: header + "o\n"),
        ]
        #expect(try writer.write(first).written == ["index.ts", "dist/old.js"])
        // A hand-written file beside them is never stale.
        try "mine\n".write(to: folder.appendingPathComponent("dist/mine.js"), atomically: true, encoding: .utf8)

        let second = [
            OutputFile(name: "index.ts", contents: header + "i\n"), OutputFile(name: "dist/new.js", contents: header + "n\n"),
        ]
        #expect(try writer.staleFiles(second) == ["dist/new.js", "dist/old.js"])
        let report = try writer.write(second)
        #expect(report.written == ["dist/new.js"] && report.removed == ["dist/old.js"])
        #expect(try Self.contents(of: folder.appendingPathComponent("dist")) == ["mine.js", "new.js"])
        #expect(try writer.staleFiles(second).isEmpty)
    }
}
