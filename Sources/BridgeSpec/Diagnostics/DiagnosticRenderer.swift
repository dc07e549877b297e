/// Prints diagnostics the way compilers do, so that editors and CI annotate the spec inline:
///
/// ```
/// Protocol/bridge.yaml:12:5: error: unknown key 'descripton' in action 'nfc.read'; did you mean 'description'?
///     descripton: Reads the chip of an identity document.
///     ^
/// ```
///
/// A note follows the diagnostic it belongs to, in the same form.
package enum DiagnosticRenderer {
    /// Every diagnostic with its notes, each line ending in a line break.
    package static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// One diagnostic and its notes, each line ending in a line break.
    package static func render(_ diagnostic: Diagnostic) -> String {
        var text = header(of: diagnostic) + "\n"
        if let location = diagnostic.location, let line = diagnostic.sourceLine {
            let snippet = SourceSnippet(line: line, column: location.column)
            text += snippet.line + "\n" + snippet.caret + "\n"
        }
        return text + diagnostic.notes.map(render).joined()
    }

    /// `path:line:column: severity: message`, or `severity: message` without a location.
    private static func header(of diagnostic: Diagnostic) -> String {
        let label = "\(diagnostic.severity.rawValue): \(diagnostic.message)"
        guard let location = diagnostic.location else { return label }
        return "\(location): \(label)"
    }
}
