import Foundation

/// Writes generated files into a folder, touching only what changed, so builds are not triggered
/// for nothing.
package struct OutputWriter {
    /// What a write did, for the command's summary.
    package struct Report: Equatable, Sendable {
        package var written: [String] = []
        package var unchanged: [String] = []
        package var removed: [String] = []
    }

    /// The folder files go into; created when missing.
    package var directory: URL

    package init(directory: URL) { self.directory = directory }

    /// The files `write(_:)` would change: missing, different, or generated but no longer produced.
    package func staleFiles(_ files: [OutputFile]) throws -> [String] {
        var stale = files.filter { file in
            let existing = try? Data(contentsOf: directory.appendingPathComponent(file.name))
            return file.withBytes { existing != $0 }
        }.map(\.name)
        stale += try leftovers(producing: files).map(\.lastPathComponent)
        return stale
    }

    /// Writes `files`; a file whose bytes are already on disk is left alone. Generated files that are
    /// no longer produced (they carry the generated header) are removed; nothing else is touched.
    package func write(_ files: [OutputFile]) throws -> Report {
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        var report = Report()
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            let existing = try? Data(contentsOf: url)
            let isUnchanged = try file.withBytes { bytes in
                if existing == bytes { return true }
                try bytes.withUnsafeBytes { try FileReplacement.replace(url.path, with: $0) }
                return false
            }
            if isUnchanged {
                report.unchanged.append(file.name)
            } else {
                report.written.append(file.name)
            }
        }
        for url in try leftovers(producing: files) {
            try manager.removeItem(at: url)
            report.removed.append(url.lastPathComponent)
        }
        return report
    }

    /// Generated files in the folder that `files` no longer includes, in any language: a file counts
    /// as generated when the generated-code notice appears near its top (a `//` header, or the JSON
    /// Schema's `$comment`). Files without it are never counted, so hand-written neighbours are safe.
    private func leftovers(producing files: [OutputFile]) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        let produced = Set(files.map(\.name))
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            .filter { !produced.contains($0) }
            .map { directory.appendingPathComponent($0) }
            .filter(Self.isGenerated)
    }

    /// Whether the file at `url` carries the generated-code notice in its first bytes.
    private static func isGenerated(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 512)) ?? Data()
        return String(decoding: start, as: UTF8.self).contains(SwiftGenerator.headerMarker)
    }
}

extension OutputFile {
    /// Calls `body` with the text's UTF-8 bytes as `Data` that shares the string's storage, valid
    /// only during the call: the files are megabytes, and copying them first (a page-faulting copy
    /// of every byte) cost as much as writing them.
    fileprivate func withBytes<Result>(_ body: (Data) throws -> Result) rethrows -> Result {
        var contents = contents
        return try contents.withUTF8 { utf8 in
            try body(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: utf8.baseAddress ?? UnsafePointer(bitPattern: 1)!),
                          count: utf8.count, deallocator: .none))
        }
    }
}
