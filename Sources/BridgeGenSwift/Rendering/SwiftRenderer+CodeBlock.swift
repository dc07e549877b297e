import BridgeGenKit
/// Bodies: the lines and nested blocks of a `CodeBlock`.
extension SwiftRenderer {
    /// Prints `opening`, the body one level deeper and `closing`; or `opening` and `closing` on one line
    /// when the body is empty: `init() {}` and `call(x: {})` after a brace, `items.map { _ in }` after text.
    func renderBody(_ body: CodeBlock, opening: String, closing: String = "}", into printer: inout CodePrinter) {
        guard !CodeItem.trimmingBlankLines(body).isEmpty else {
            printer.print(opening + (opening.hasSuffix("{") ? "" : " ") + closing)
            return
        }
        printer.print(opening)
        renderIndented(body, into: &printer)
        printer.print(closing)
    }

    /// Prints `items` one level deeper, without blank lines at either end.
    private func renderIndented(_ items: CodeBlock, into printer: inout CodePrinter) {
        printer.indent()
        defer { printer.outdent() }
        for item in CodeItem.trimmingBlankLines(items) {
            switch item {
            case .line(let text):
                printer.print(text)
            case .blank:
                printer.print()
            case .block(let opening, let body, let closing):
                renderBody(body, opening: opening, closing: closing, into: &printer)
            case .clauses(let clauses):
                for (index, clause) in clauses.enumerated() {
                    printer.print((index == 0 ? "" : "} ") + clause.header + " {")
                    renderIndented(clause.body, into: &printer)
                }
                if !clauses.isEmpty { printer.print("}") }
            case .switch(let subject, let cases):
                printer.print("switch \(subject) {")
                for switchCase in cases {
                    printer.print(switchCase.header + ":")
                    renderIndented(switchCase.body, into: &printer)
                }
                printer.print("}")
            }
        }
    }
}

extension CodeItem {
    /// `items` without blank lines at either end and with runs of blank lines cut to one, so a body never
    /// opens or closes with an empty line, whatever a translation appended.
    static func trimmingBlankLines(_ items: CodeBlock) -> CodeBlock {
        var result: CodeBlock = []
        for item in items where !(item == .blank && (result.isEmpty || result.last == .blank)) {
            result.append(item)
        }
        if result.last == .blank { result.removeLast() }
        return result
    }
}
