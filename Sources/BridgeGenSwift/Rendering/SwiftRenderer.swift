import BridgeGenKit

/// Turns the structured Swift representation into source text; the only place that knows about text.
/// The rendering stage of `SwiftGenerator`, after `SwiftTranslator`.
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
    /// The columns of one step of indentation.
    let indentUnitWidth = 4
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
    package func render(_ files: [SwiftFile]) -> [String] {
        renderPieces(files).map { String(decoding: $0.joined(), as: UTF8.self) }
    }

    /// The UTF-8 of each file's text, in pieces to be written one after the other.
    ///
    /// The files' declarations are rendered in slices on all cores, all files at once (a large spec's
    /// types make one file most of the output), and kept in order as they are: the text is the same
    /// as rendering them one after the other, and the megabytes of a large file are never copied
    /// into one string.
    package func renderPieces(_ files: [SwiftFile]) -> [[[UInt8]]] {
        let slices = files.indices.flatMap { fileIndex in
            files[fileIndex].declarations.indices.slices(ofAtMost: 64).map { (fileIndex, $0) }
        }
        let rendered = slices.parallelMap { fileIndex, range in renderApart(files[fileIndex].declarations[range]) }
        var renderedByFile = [[RenderedDeclarations]](repeating: [], count: files.count)
        for ((fileIndex, _), piece) in zip(slices, rendered) { renderedByFile[fileIndex].append(piece) }
        return files.indices.map { index in
            pieces(headerComment: files[index].headerComment, imports: files[index].imports, rendered: renderedByFile[index])
        }
    }

    /// `declarations` rendered on their own, to be joined with what comes before and after them.
    func renderApart(_ declarations: ArraySlice<Declaration>) -> RenderedDeclarations {
        var printer = CodePrinter()
        renderDeclarations(declarations, into: &printer)
        return RenderedDeclarations(utf8: printer.utf8, first: declarations.first, last: declarations.last)
    }

    /// The pieces of a file: its header comment and imports, then each of `rendered` in order, with a
    /// piece of its own for the blank line `MemberSpacing` asks for between two (appended to the
    /// piece before, it would copy that piece, whose bytes `rendered` shares).
    func pieces(headerComment: [String], imports: [Import], rendered: [RenderedDeclarations]) -> [[UInt8]] {
        let rendered = rendered.filter { !$0.utf8.isEmpty }
        let preamble = renderPreamble(headerComment: headerComment, imports: imports, hasDeclarations: !rendered.isEmpty)
        var pieces = [Array(preamble.utf8)]
        pieces.reserveCapacity(2 * rendered.count + 1)
        var previous: Declaration?
        for piece in rendered {
            if let previous, let first = piece.first, MemberSpacing.needsBlankLine(between: previous, and: first) {
                pieces.append(Self.lineBreak)
            }
            pieces.append(piece.utf8)
            previous = piece.last
        }
        return pieces
    }

    /// A file's header comment and imports, and the blank line before its declarations.
    private func renderPreamble(headerComment: [String], imports: [Import], hasDeclarations: Bool) -> String {
        var printer = CodePrinter()
        for line in headerComment {
            printer.print(line.isEmpty ? "//" : "// \(line)")
        }
        if !headerComment.isEmpty && !(imports.isEmpty && !hasDeclarations) {
            printer.print()
        }
        renderImports(imports, into: &printer)
        if !imports.isEmpty && hasDeclarations {
            printer.print()
        }
        return printer.content
    }

    /// The piece that ends a blank line, one array every file shares.
    private static let lineBreak: [UInt8] = [UInt8(ascii: "\n")]

    /// The text of a file holding only `declaration`, for tests and for snippets in diagnostics.
    package func render(_ declaration: Declaration) -> String {
        render(SwiftFile(name: "Snippet.swift", declarations: [declaration]))
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
