/// Prints diagnostics the way compilers do, so that editors and CI annotate the spec inline:
///
/// ```
/// Protocol/bridge.yaml:12:5: error: unknown key 'descripton' in action 'nfc.read'; did you mean 'description'?
///     descripton: Reads the chip of an identity document.
///     ^
/// ```
///
/// A note follows the diagnostic it belongs to, in the same form. Messages quote the spec's own text,
/// so every line is printed through `VisibleText`: a key holding a line break or a terminal escape
/// shows as `\n` or `\u{1B}`, and cannot start a line of its own (which GitHub Actions would run as
/// a workflow command) or drive the terminal.
package enum DiagnosticRenderer {
    /// Every diagnostic with its notes, each line ending in a line break.
    package static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// One diagnostic and its notes, each line ending in a line break.
    package static func render(_ diagnostic: Diagnostic) -> String {
        var lines = [header(of: diagnostic)]
        if let location = diagnostic.location, let line = diagnostic.sourceLine {
            let snippet = SourceSnippet(line: line, column: diagnostic.sourceColumn ?? location.column)
            lines += [snippet.line, snippet.caret]
        }
        return VisibleText.lines(lines) + diagnostic.notes.map(render).joined()
    }

    /// `path:line:column: severity: message`, or `severity: message` without a location.
    private static func header(of diagnostic: Diagnostic) -> String {
        let label = "\(diagnostic.severity.rawValue): \(diagnostic.message)"
        guard let location = diagnostic.location else { return label }
        return "\(location): \(label)"
    }
}
