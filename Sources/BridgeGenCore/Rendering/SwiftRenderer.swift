/// Turns the structured Swift representation into source text; the only place that knows about text.
///
/// Its output is deterministic and laid out the way swift-format lays it out with 4-space indentation
/// and 120 columns: one declaration per line group, braces on the line they open, `{}` for empty bodies,
/// parameter lists one per line when a signature would be too long, and exactly one newline at the end.
/// Blank lines follow `MemberSpacing`.
package struct SwiftRenderer: Sendable {
    /// What `.configurable` declarations are written with: public, package or internal. Internal is
    /// Swift's default, so it is left out of the text, as a person would.
    package var accessLevel: AccessModifier
    /// The most columns a doc-comment line may take, its indentation and `/// ` included.
    package var docCommentWidth: Int
    /// The most columns a line of code should take; longer parameter lists go one per line.
    package var lineWidth: Int
    /// Whether the declarations being rendered are a protocol's requirements, which take no modifier.
    var isRenderingRequirements = false

    /// The fewest columns a nested doc comment gets for its text, so that deep nesting cannot squeeze it
    /// into a column of single words; a top-level comment never gets more than `docCommentWidth` allows.
    static let minimumDocCommentTextWidth = 40

    /// A renderer for files at `accessLevel`, which must be public, package or internal.
    package init(accessLevel: AccessModifier = .public, docCommentWidth: Int = 100, lineWidth: Int = 120) {
        precondition(
            [.public, .package, .internal].contains(accessLevel),
            "A file's access level is public, package or internal, not \(accessLevel)"
        )
        self.accessLevel = accessLevel
        self.docCommentWidth = docCommentWidth
        self.lineWidth = lineWidth
    }

    /// The text of `file`.
    package func render(_ file: SwiftFile) -> String {
        render([file])[0]
    }

    /// The text of each file.
    ///
    /// The files' declarations are rendered in slices on all cores, all files at once (a large spec's
    /// types make one file most of the output), and joined in order: the text is the same as
    /// rendering them one after the other.
    package func render(_ files: [SwiftFile]) -> [String] {
        let slices = files.indices.flatMap { fileIndex in
            files[fileIndex].declarations.indices.slices(ofAtMost: 64).map { (fileIndex, $0) }
        }
        let pieces = slices.parallelMap { fileIndex, range in
            var printer = CodePrinter()
            renderDeclarations(files[fileIndex].declarations, range, into: &printer)
            return printer.content
        }
        var texts = files.map(renderPreamble)
        for ((fileIndex, _), piece) in zip(slices, pieces) {
            texts[fileIndex] += piece
        }
        return texts
    }

    /// A file's header comment and imports, and the blank line before its declarations.
    private func renderPreamble(of file: SwiftFile) -> String {
        var printer = CodePrinter()
        for line in file.headerComment {
            printer.print(line.isEmpty ? "//" : "// \(line)")
        }
        if !file.headerComment.isEmpty && !(file.imports.isEmpty && file.declarations.isEmpty) {
            printer.print()
        }
        renderImports(file.imports, into: &printer)
        if !file.imports.isEmpty && !file.declarations.isEmpty {
            printer.print()
        }
        return printer.content
    }

    /// The text of a file holding only `declaration`, for tests and for snippets in diagnostics.
    package func render(_ declaration: Declaration) -> String {
        render(SwiftFile(declarations: [declaration]))
    }

    /// The modifier `access` is written with here, or nil when none is written.
    func keyword(for access: Access) -> String? {
        switch access {
        case .implicit: nil
        case .fixed(let modifier): modifier.rawValue
        case .configurable: isRenderingRequirements || accessLevel == .internal ? nil : accessLevel.rawValue
        }
    }
}
