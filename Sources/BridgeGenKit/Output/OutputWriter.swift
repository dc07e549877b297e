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
    /// The output whose files these are, such as `swift`: the writer removes stale files of this
    /// output only, never another output's or anything hand-written.
    package var language: String

    package init(directory: URL, language: String) {
        self.directory = directory
        self.language = language
    }

    /// The files `write(_:)` would change: missing, different, or generated but no longer produced.
    package func staleFiles(_ files: [OutputFile]) throws -> [String] {
        var stale = files.filter { file in
            let existing = try? Data(contentsOf: directory.appendingPathComponent(file.name))
            return !(existing?.withUnsafeBytes(file.hasBytes) ?? false)
        }.map(\.name)
        stale += try leftovers(producing: files)
        return stale
    }

    /// Writes `files`; a file whose bytes are already on disk is left alone. Files this output
    /// generated that it no longer produces (they carry its generated header) are removed; nothing
    /// else is touched.
    package func write(_ files: [OutputFile]) throws -> Report {
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        var report = Report()
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            if file.name.contains("/") {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            let existing = try? Data(contentsOf: url)
            let isUnchanged = existing?.withUnsafeBytes(file.hasBytes) ?? false
            if !isUnchanged {
                try FileReplacement.replace(url.path, with: file.pieces)
            }
            if isUnchanged {
                report.unchanged.append(file.name)
            } else {
                report.written.append(file.name)
            }
        }
        for name in try leftovers(producing: files) {
            try manager.removeItem(at: directory.appendingPathComponent(name))
            report.removed.append(name)
        }
        return report
    }

    /// Files of this output that `files` no longer includes, by their paths in the folder: in the
    /// folder itself and in each subfolder `files` write into (such as the web package's `dist/`). A
    /// file counts as this output's when its generated-code notice, near its top (a `//` header, or
    /// the JSON Schema's `$comment`), names this output's language. Files without it are never
    /// counted, so hand-written neighbours, build products and other outputs' files are safe.
    package func leftovers(producing files: [OutputFile]) throws -> [String] {
        let manager = FileManager.default
        let produced = Set(files.map(\.name))
        let subfolders = Set(files.map { ($0.name as NSString).deletingLastPathComponent }.filter { !$0.isEmpty })
        var leftovers: [String] = []
        for folder in [""] + subfolders.sorted() {
            let url = folder.isEmpty ? directory : directory.appendingPathComponent(folder)
            guard manager.fileExists(atPath: url.path) else { continue }
            leftovers += try manager.contentsOfDirectory(atPath: url.path).sorted()
                .map { folder.isEmpty ? $0 : folder + "/" + $0 }
                .filter { !produced.contains($0) && isWrittenByThisOutput(directory.appendingPathComponent($0)) }
        }
        return leftovers
    }

    /// Whether the file at `url` carries this output's generated-code notice in its first bytes.
    private func isWrittenByThisOutput(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
            let handle = try? FileHandle(forReadingFrom: url)
        else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 512)) ?? Data()
        return GeneratedFileHeader.isWritten(by: language, start: String(decoding: start, as: UTF8.self))
    }
}
