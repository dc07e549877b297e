/// The output formats of `bridgegen diff`.
package enum DiffFormat: String, CaseIterable, Sendable {
    /// Compiler-style lines for a terminal (see `TextFormatter`).
    case text
    /// A summary table and details, to paste into a pull request (see `MarkdownFormatter`).
    case markdown
    /// A stable document for tools (see `JSONFormatter`).
    case json
    /// GitHub Actions workflow commands that annotate the spec (see `GitHubAnnotationFormatter`).
    case github

    /// The report in this format, ending in a line break.
    package func render(_ report: DiffReport) -> String {
        switch self {
        case .text: TextFormatter.render(report)
        case .markdown: MarkdownFormatter.render(report)
        case .json: JSONFormatter.render(report)
        case .github: GitHubAnnotationFormatter.render(report)
        }
    }
}
