/// What loading a spec gave: the validated model, or the reasons there is none.
package struct SpecLoadResult: Sendable {
    /// The spec; nil when there is any error (warnings alone leave it usable).
    package var spec: ProtocolSpec?
    /// Every problem found, sorted by position, each with its source line for rendering.
    package var diagnostics: [Diagnostic]

    package init(spec: ProtocolSpec?, diagnostics: [Diagnostic]) {
        self.spec = spec
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
