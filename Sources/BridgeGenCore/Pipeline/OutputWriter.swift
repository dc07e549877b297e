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

    /// Writes `files`; a file whose bytes are already on disk is left alone. Generated files that are
    /// no longer produced (they carry the generated header) are removed; nothing else is touched.
    package func write(_ files: [OutputFile]) throws -> Report {
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        var report = Report()
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            let bytes = Data(file.contents.utf8)
            if let existing = try? Data(contentsOf: url), existing == bytes {
                report.unchanged.append(file.name)
                continue
            }
            try bytes.write(to: url, options: .atomic)
            report.written.append(file.name)
        }
        let produced = Set(files.map(\.name))
        for name in try manager.contentsOfDirectory(atPath: directory.path).sorted()
        where name.hasSuffix(".swift") && !produced.contains(name) {
            let url = directory.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8),
                  text.hasPrefix("// \(SwiftGenerator.headerMarker)") else { continue }
            try manager.removeItem(at: url)
            report.removed.append(name)
        }
        return report
    }
}
