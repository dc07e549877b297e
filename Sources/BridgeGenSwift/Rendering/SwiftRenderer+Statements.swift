import BridgeGenKit

/// Bodies: statements one a line, blocks in braces one level deeper, `switch` cases at the switch's
/// own indentation as swift-format puts them. An early exit (`if` or `guard` whose body is one
/// `return` or `throw`) stays on one line when it fits.
extension SwiftRenderer {
    /// Prints the line `opening` writes and ` {`, the body one level deeper, and `}`; or the line and
    /// ` {}` when the body is empty: `init() {}`.
    func renderBody(_ body: CodeBlock, into printer: inout CodePrinter, opening: (inout CodePrinter.Line) -> Void) {
        _ = printer.printLine { line in
            opening(&line)
            line += body.isEmpty ? " {}" : " {"
            return true
        }
        if !body.isEmpty { renderBody(body, into: &printer) }
    }

    /// Prints a body whose opening line is printed: the statements one level deeper, and `}`.
    func renderBody(_ body: CodeBlock, into printer: inout CodePrinter) {
        renderIndented(body, into: &printer)
        printer.print("}")
    }

    /// Prints the statements of `block` at the printer's indentation.
    ///
    /// Statements are printed straight into the printer, a line at a time: nearly all of them fit on
    /// one line, and only one that does not is laid out on lines of its own first.
    func render(_ block: CodeBlock, into printer: inout CodePrinter) {
        // Read in place, as `renderDeclarations` reads declarations.
        block.withUnsafeBufferPointer { block in
            for index in block.indices { render(block[index], into: &printer) }
        }
    }

    /// Prints one statement.
    private func render(_ statement: SwiftStatement, into printer: inout CodePrinter) {
        let indent = printer.indentationWidth
        switch statement {
        case .if(let conditions, let then, let otherwise):
            func appendHead(to line: inout CodePrinter.Line) {
                line += "if "
                appendConditions(conditions, to: &line)
            }
            if otherwise == nil, printEarlyExit(then, into: &printer, head: appendHead) { return }
            printOpening(into: &printer, head: appendHead)
            renderIndented(then, into: &printer)
            if let otherwise {
                printer.print("} else {")
                renderIndented(otherwise, into: &printer)
            }
            printer.print("}")
        case .guard(let conditions, let body):
            func appendHead(to line: inout CodePrinter.Line) {
                line += "guard "
                appendConditions(conditions, to: &line)
                line += " else"
            }
            if printEarlyExit(body, into: &printer, head: appendHead) { return }
            printOpening(into: &printer, head: appendHead)
            renderBody(body, into: &printer)
        case .while(let conditions, let body):
            printOpening(into: &printer) { line in
                line += "while "
                appendConditions(conditions, to: &line)
            }
            renderBody(body, into: &printer)
        case .switch(let subject, let cases):
            _ = printer.printLine { line in
                line += "switch "
                var subjectText = ""
                if appendFlat(subject, to: &subjectText) { line += subjectText }
                line += " {"
                return true
            }
            for switchCase in cases {
                _ = printer.printLine { line in
                    appendLabel(of: switchCase, to: &line)
                    return true
                }
                renderIndented(switchCase.body, into: &printer)
            }
            printer.print("}")
        case .expression(.call(let callee, let arguments, trailingClosure: let closure?)) where !closure.body.isEmpty:
            // A trailing closure's statements go straight to the printer too, under the call's line.
            var head = ""
            var isFlat = appendFlat(callee, to: &head)
            if isFlat, !arguments.isEmpty {
                head += "("
                isFlat = appendFlat(arguments, to: &head)
                head += ")"
            }
            var flat = head + " "
            if isFlat, appendFlat(.closure(closure), to: &flat), fits(flat, indent: indent) { return printer.print(flat) }
            let opening = head + " " + closureHead(closure)
            guard isFlat, fits(opening, indent: indent) else { return printer.print(layout(statement, indent: indent)) }
            printer.print(opening)
            renderIndented(closure.body, into: &printer)
            printer.print("}")
        default:
            let isPrinted = printer.printLine { line in appendFlat(statement, to: &line) && fits(line, indent: indent) }
            if !isPrinted { printer.print(layout(statement, indent: indent)) }
        }
    }

    /// Prints the line `head` writes and ` {`, whatever follows.
    private func printOpening(into printer: inout CodePrinter, head: (inout CodePrinter.Line) -> Void) {
        _ = printer.printLine { line in
            head(&line)
            line += " {"
            return true
        }
    }

    /// Prints `head { statement }` on one line when `body` is one `return` or `throw` and the line
    /// fits; otherwise prints nothing and returns false.
    private func printEarlyExit(
        _ body: CodeBlock, into printer: inout CodePrinter, head: (inout CodePrinter.Line) -> Void
    ) -> Bool {
        guard isEarlyExit(body) else { return false }
        let indent = printer.indentationWidth
        return printer.printLine { line in
            head(&line)
            line += " { "
            guard appendFlat(body[0], to: &line) else { return false }
            line += " }"
            return fits(line, indent: indent)
        }
    }

    /// Whether `body` is one `return` or `throw`, which an `if` or a `guard` keeps on its line.
    private func isEarlyExit(_ body: CodeBlock) -> Bool {
        guard body.count == 1 else { return false }
        switch body[0] {
        case .return, .throw: return true
        default: return false
        }
    }

    private func renderIndented(_ block: CodeBlock, into printer: inout CodePrinter) {
        printer.indent()
        render(block, into: &printer)
        printer.outdent()
    }

    /// A simple statement on one line; false for one that cannot be.
    private func appendFlat<Output: TextOutput>(_ statement: SwiftStatement, to text: inout Output) -> Bool {
        switch statement {
        case .expression(let value):
            return appendFlat(value, to: &text)
        case .variable(let binding, let name, let type, let value):
            text += binding.rawValue
            text += " "
            appendEscaped(name, to: &text)
            if let type {
                text += ": "
                append(type, to: &text)
            }
            guard let value else { return true }
            text += " = "
            return appendFlat(value, to: &text)
        case .assignment(let target, let value):
            guard appendFlat(target, to: &text) else { return false }
            text += " = "
            return appendFlat(value, to: &text)
        case .return(let value):
            text += "return"
            guard let value else { return true }
            text += " "
            return appendFlat(value, to: &text)
        case .throw(let value):
            text += "throw "
            return appendFlat(value, to: &text)
        case .if, .guard, .while, .switch:
            return false
        }
    }

    /// Whether `text` fits on a line that starts `indent` columns in.
    func fits(_ text: String, indent: Int) -> Bool {
        // Counting bytes is quick, and never fewer than the characters.
        indent + text.utf8.count <= lineWidth || indent + text.count <= lineWidth
    }

    /// Whether the line being printed fits, its indentation `indent` columns.
    func fits(_ line: CodePrinter.Line, indent: Int) -> Bool {
        indent + line.utf8Count <= lineWidth || indent + line.columns <= lineWidth
    }

    /// `case a, b:` or `default:`.
    private func label(of switchCase: SwiftSwitchCase) -> String {
        var label = ""
        appendLabel(of: switchCase, to: &label)
        return label
    }

    /// Appends `case a, b:` or `default:`.
    private func appendLabel<Output: TextOutput>(of switchCase: SwiftSwitchCase, to text: inout Output) {
        guard !switchCase.patterns.isEmpty else { return text += "default:" }
        text += "case "
        for (index, pattern) in switchCase.patterns.enumerated() {
            if index > 0 { text += ", " }
            _ = append(pattern, to: &text)
        }
        text += ":"
    }

    /// `{ parameters in`, or `{`.
    func closureHead(_ closure: SwiftClosure) -> String {
        closure.parameters.isEmpty ? "{" : "{ " + closure.parameters.joined(separator: ", ") + " in"
    }

    /// The statements of `block`, one after another, the first starting at `indent` columns.
    func layout(_ block: CodeBlock, indent: Int) -> Layout {
        Layout(stacking: block.map { layout($0, indent: indent) })
    }

    /// One statement, starting at `indent` columns.
    func layout(_ statement: SwiftStatement, indent: Int) -> Layout {
        func start(after head: String, trailing: Int = 0) -> LayoutPosition {
            LayoutPosition(
                indent: indent, column: indent + head.count, trailing: trailing, lineWidth: lineWidth,
                indentWidth: indentUnitWidth)
        }
        switch statement {
        case .expression(let value):
            return layout(value, at: start(after: ""))
        case .variable(let binding, let name, let type, let value):
            var head = binding.rawValue + " " + escaped(name)
            if let type { head += ": " + text(type) }
            guard let value else { return Layout(head) }
            head += " = "
            return head + layout(value, at: start(after: head))
        case .assignment(let target, let value):
            let head = flatOrEmpty(target) + " = "
            return head + layout(value, at: start(after: head))
        case .return(let value):
            guard let value else { return Layout("return") }
            return "return " + layout(value, at: start(after: "return "))
        case .throw(let value):
            return "throw " + layout(value, at: start(after: "throw "))
        case .if(let conditions, let then, let otherwise):
            let head = "if " + conditionText(conditions)
            if otherwise == nil, let line = earlyExit(head + " { ", then, " }", indent: indent) { return Layout(line) }
            var result = block(head + " {", then, indent: indent)
            if let otherwise {
                result.append(block("} else {", otherwise, indent: indent), depth: 0)
                return result
            }
            result.append(Layout("}"), depth: 0)
            return result
        case .guard(let conditions, let body):
            let head = "guard " + conditionText(conditions) + " else"
            if let line = earlyExit(head + " { ", body, " }", indent: indent) { return Layout(line) }
            var result = block(head + " {", body, indent: indent)
            result.append(Layout("}"), depth: 0)
            return result
        case .while(let conditions, let body):
            var result = block("while " + conditionText(conditions) + " {", body, indent: indent)
            result.append(Layout("}"), depth: 0)
            return result
        case .switch(let subject, let cases):
            var result = Layout("switch " + flatOrEmpty(subject) + " {")
            for switchCase in cases {
                result.append(block(label(of: switchCase), switchCase.body, indent: indent), depth: 0)
            }
            result.append(Layout("}"), depth: 0)
            return result
        }
    }

    /// `opening`, then `body` one level deeper; the caller closes it.
    private func block(_ opening: String, _ body: CodeBlock, indent: Int) -> Layout {
        var result = Layout(opening)
        if !body.isEmpty { result.append(layout(body, indent: indent + indentUnitWidth), depth: 1) }
        return result
    }

    /// `head statement tail` on one line, for a body that is one `return` or `throw` and fits.
    private func earlyExit(_ head: String, _ body: CodeBlock, _ tail: String, indent: Int) -> String? {
        guard isEarlyExit(body) else { return nil }
        var line = head
        guard appendFlat(body[0], to: &line) else { return nil }
        line += tail
        return fits(line, indent: indent) ? line : nil
    }

    /// The conditions apart by commas, on one line.
    private func conditionText(_ conditions: [SwiftCondition]) -> String {
        var text = ""
        appendConditions(conditions, to: &text)
        return text
    }

    /// Appends the conditions apart by commas.
    private func appendConditions<Output: TextOutput>(_ conditions: [SwiftCondition], to text: inout Output) {
        for (index, condition) in conditions.enumerated() {
            if index > 0 { text += ", " }
            _ = append(condition, to: &text)
        }
    }
}
