import BridgeSpec

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
    package var directory: String
    /// The output whose files these are, such as `swift`: the writer removes stale files of this
    /// output only, never another output's or anything hand-written.
    package var language: String

    package init(directory: String, language: String) {
        self.directory = directory
        self.language = language
    }

    /// The files `write(_:)` would change: missing, different, or generated but no longer produced.
    package func staleFiles(_ files: [OutputFile]) throws -> [String] {
        var stale = files.filter { !isOnDisk($0) }.map(\.name)
        stale += try leftovers(producing: files)
        return stale
    }

    /// Writes `files`; a file whose bytes are already on disk is left alone. Files this output
    /// generated that it no longer produces (they carry its generated header) are removed; nothing
    /// else is touched.
    package func write(_ files: [OutputFile]) throws -> Report {
        try FileSystem.createFolders(directory)
        var report = Report()
        for file in files {
            let path = FilePaths.appending(file.name, to: directory)
            if file.name.contains("/") {
                try FileSystem.createFolders(FilePaths.parent(of: path))
            }
            if isOnDisk(file) {
                report.unchanged.append(file.name)
            } else {
                try FileReplacement.replace(path, with: file.pieces)
                report.written.append(file.name)
            }
        }
        for name in try leftovers(producing: files) {
            try FileSystem.removeFile(FilePaths.appending(name, to: directory))
            report.removed.append(name)
        }
        return report
    }

    /// Whether the folder holds `file` with exactly its bytes. One byte more than the file's is read
    /// at most: a longer file differs without being read whole.
    private func isOnDisk(_ file: OutputFile) -> Bool {
        let path = FilePaths.appending(file.name, to: directory)
        guard let existing = FileSystem.contents(of: path, upTo: file.byteCount + 1) else { return false }
        return existing.withUnsafeBytes(file.hasBytes)
    }

    /// Files of this output that `files` no longer includes, by their paths in the folder: in the
    /// folder itself and in each subfolder `files` write into (such as the web package's `dist/`). A
    /// file counts as this output's when its generated-code notice, near its top (a `//` header, or
    /// the JSON Schema's `$comment`), names this output's language. Files without it are never
    /// counted, so hand-written neighbours, build products and other outputs' files are safe.
    package func leftovers(producing files: [OutputFile]) throws -> [String] {
        let produced = Set(files.map(\.name))
        let subfolders = Set(files.map { FilePaths.parent(of: $0.name) }.filter { !$0.isEmpty })
        var leftovers: [String] = []
        for folder in [""] + subfolders.sorted() {
            let path = folder.isEmpty ? directory : FilePaths.appending(folder, to: directory)
            guard FileSystem.kind(of: path) == .folder else { continue }
            leftovers += try FileSystem.entries(of: path).sorted()
                .map { folder.isEmpty ? $0 : folder + "/" + $0 }
                .filter { !produced.contains($0) && isWrittenByThisOutput(FilePaths.appending($0, to: directory)) }
        }
        return leftovers
    }

    /// Whether the file at `path` carries this output's generated-code notice in its first bytes.
    private func isWrittenByThisOutput(_ path: String) -> Bool {
        guard let start = FileSystem.contents(of: path, upTo: 512) else { return false }
        return GeneratedFileHeader.isWritten(by: language, start: String(decoding: start, as: UTF8.self))
    }
}
