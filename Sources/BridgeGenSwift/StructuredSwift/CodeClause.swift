import BridgeGenKit
/// A header and the statements it introduces: one clause of `CodeItem.clauses` (`if condition`,
/// `else`, `do`, `catch let error`) or one case of `CodeItem.switch` (`case .a, .b`, `default`).
///
/// The header is written without punctuation; the renderer adds the braces of a clause and the colon
/// of a case.
package struct CodeClause: Equatable, Sendable {
    /// The text before the brace or colon, such as `else if let value` or `case .a, .b`.
    package var header: String
    /// The statements the header introduces.
    package var body: CodeBlock

    /// A clause or case introduced by `header`.
    package init(_ header: String, _ body: CodeBlock) {
        self.header = header
        self.body = body
    }
}
