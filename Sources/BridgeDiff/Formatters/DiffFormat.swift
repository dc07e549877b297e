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

    /// The review in this format, ending in a line break.
    package func render(_ review: DiffReview) -> String {
        switch self {
        case .text: TextFormatter.render(review)
        case .markdown: MarkdownFormatter.render(review)
        case .json: JSONFormatter.render(review)
        case .github: GitHubAnnotationFormatter.render(review)
        }
    }
}
