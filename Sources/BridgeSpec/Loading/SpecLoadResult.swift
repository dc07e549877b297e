/// What loading a spec gave: the validated model, or the reasons there is none.
package struct SpecLoadResult: Sendable {
    /// The spec; nil when there is any error (warnings alone leave it usable).
    package var spec: ProtocolSpec?
    /// Every problem found, sorted by position, each with its source line for rendering.
    package var diagnostics: [Diagnostic]
    /// The spec's text, so that later checks (each output language's) can show their problems'
    /// source lines too; nil when the file could not be read.
    package var source: SourceText?
    /// The file's YAML tree, which an extension spec's loading merges its own sections into.
    package var tree: YAMLNode?

    package init(spec: ProtocolSpec?, diagnostics: [Diagnostic], source: SourceText? = nil, tree: YAMLNode? = nil) {
        self.spec = spec
        self.diagnostics = diagnostics
        self.source = source
        self.tree = tree
    }

    /// The load's diagnostics and `more`, found on the loaded spec, as one list sorted by position,
    /// each with its source line.
    package func diagnostics(adding more: [Diagnostic]) -> [Diagnostic] {
        guard !more.isEmpty else { return diagnostics }
        var collector = DiagnosticCollector()
        collector.emit(contentsOf: diagnostics)
        collector.emit(contentsOf: source.map { source in more.map { $0.attachingSourceLines(from: source) } } ?? more)
        return collector.sorted
    }

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
