import BridgeSpec

/// The findings of `bridgegen diff` a team has accepted (`--baseline FILE`), each with its reason.
///
/// ```yaml
/// accepted:
///   - rule: FIELD_REMOVED_FROM_WEB_BOUND
///     element: type:NFCReadResult/field:photo
///     reason: No deployed journey has read the photo since web release 41 (WEB-812).
/// ```
///
/// Accepted findings are reported apart and never fail the run. An entry that matches no finding is
/// reported as stale but fails nothing either: once the accepted change is merged, comparing with
/// the new main no longer finds it, which is the normal end of an entry's life.
package struct Baseline: Equatable, Sendable {
    /// How reports name the file: its path as given.
    package var label: String
    /// The entries in file order.
    package var entries: [BaselineEntry]

    /// A baseline of `entries`, read from `label`.
    package init(label: String, entries: [BaselineEntry]) {
        self.label = label
        self.entries = entries
    }

    /// What reading a baseline file gave: the baseline, or diagnostics saying where it is wrong.
    package struct LoadResult: Sendable {
        /// The baseline; nil when the file has errors.
        package var baseline: Baseline?
        /// Every problem, located and with its source line, as `bridgegen validate` prints them.
        package var diagnostics: [Diagnostic]
    }

    /// Reads the baseline file at `path`.
    package static func load(contentsOf path: String) -> LoadResult {
        switch SpecLoader.readFile(path) {
        case .success(let bytes):
            return load(bytes: bytes, path: path)
        case .failure(let problem):
            return LoadResult(baseline: nil, diagnostics: [.error("cannot read '\(path)': \(problem.reason)", at: nil)])
        }
    }

    /// Reads a baseline from `bytes`, labelled `path`.
    package static func load(bytes: [UInt8], path: String) -> LoadResult {
        // Editors hide a byte order mark and count columns after it, as the spec loader does.
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let source = SourceText(bytes: text, path: path)
        let yaml = YAMLReader.read(source)
        var reader = BaselineReader(path: path)
        let entries = yaml.root.map { reader.read($0) }
        var diagnostics = DiagnosticCollector()
        diagnostics.emit(contentsOf: yaml.diagnostics)
        diagnostics.emit(contentsOf: reader.diagnostics.diagnostics)
        let baseline = diagnostics.hasErrors ? nil : entries.map { Baseline(label: path, entries: $0) }
        return LoadResult(baseline: baseline, diagnostics: diagnostics.sorted.map { $0.attachingSourceLines(from: source) })
    }
}
