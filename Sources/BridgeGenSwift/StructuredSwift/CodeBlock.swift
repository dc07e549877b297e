import BridgeGenKit
/// The statements of a body: a function's, an initializer's or a computed property's.
///
/// Translations list lines and nested blocks; the renderer adds indentation and braces, so no
/// translation ever counts spaces or balances `{` and `}`.
package typealias CodeBlock = [CodeItem]

/// One element of a `CodeBlock`.
package enum CodeItem: Equatable, Sendable {
    /// A single line of source text, such as a statement; it should not contain line breaks.
    case line(String)
    /// An empty line, to separate groups of statements. The renderer drops blank lines at the start and
    /// end of a body and keeps one of several in a row.
    case blank
    /// A nested block: `opening` as given (it usually ends with `{`), the body one level deeper, then
    /// `closing`. An empty body prints as `opening` and `closing` on one line, as in `init() {}` or
    /// `writer.object { _ in }`.
    case block(opening: String, body: CodeBlock, closing: String = "}")
    /// Clauses that share a brace line, as in `if … { } else if … { } else { }` or `do { } catch { }`.
    case clauses([CodeClause])
    /// `switch subject {`, each case's header and colon at the switch's own indentation as swift-format
    /// puts them, its statements one level deeper, then `}`.
    case `switch`(subject: String, cases: [CodeClause])
}
