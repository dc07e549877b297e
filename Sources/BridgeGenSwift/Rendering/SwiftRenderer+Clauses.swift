import BridgeGenKit
import BridgeSpec

/// The small pieces of declaration headers, appended to the line being written.
extension SwiftRenderer {
    /// `<T: Sendable, U>`, or nothing.
    func appendGenericClause<Output: TextOutput>(_ parameters: [GenericParameter], to text: inout Output) {
        guard !parameters.isEmpty else { return }
        text += "<"
        appendList(parameters, to: &text) { parameter, text in
            text += parameter.name
            if let constraint = parameter.constraint {
                text += ": "
                append(constraint, to: &text)
            }
        }
        text += ">"
    }

    /// `: A, B`, or nothing.
    func appendInheritanceClause<Output: TextOutput>(_ types: [SwiftType], to text: inout Output) {
        guard !types.isEmpty else { return }
        text += ": "
        appendList(types, to: &text) { append($0, to: &$1) }
    }

    /// ` where A: B, C == D`, or nothing.
    func appendWhereClause<Output: TextOutput>(_ requirements: [SwiftRequirement], to text: inout Output) {
        guard !requirements.isEmpty else { return }
        text += " where "
        appendList(requirements, to: &text) { append($0, to: &$1) }
    }

    /// ` async throws(E)`, or what part of it applies.
    func appendEffects<Output: TextOutput>(isAsync: Bool, throwsClause: ThrowsClause?, to text: inout Output) {
        if isAsync { text += " async" }
        switch throwsClause {
        case nil: break
        case .untyped: text += " throws"
        case .typed(let errorType):
            text += " throws("
            append(errorType, to: &text)
            text += ")"
        }
    }

    /// `label name: Type = default`, with keywords escaped where Swift needs it: an argument label only
    /// when Swift rejects it as a label (`init(default: Value)` is fine as it is), the name the body uses
    /// whenever it is a keyword.
    func append<Output: TextOutput>(_ parameter: Parameter, to text: inout Output) {
        switch parameter.label {
        case nil, parameter.name: appendArgumentLabel(parameter.name, to: &text)
        case let label?:
            appendArgumentLabel(label, to: &text)
            text += " "
            appendEscaped(parameter.name, to: &text)
        }
        text += ": "
        append(parameter.type, to: &text)
        if let defaultValue = parameter.defaultValue {
            text += " = "
            var value = ""
            if appendFlat(defaultValue, to: &value) { text += value }
        }
    }

    /// `label: Type`, or `Type` alone: a value an enum case carries.
    func append<Output: TextOutput>(_ value: EnumCaseDeclaration.AssociatedValue, to text: inout Output) {
        if let label = value.label {
            appendArgumentLabel(label, to: &text)
            text += ": "
        }
        append(value.type, to: &text)
    }

    /// Prints `head(items)tail` on one line when it fits in `lineWidth` at the printer's indentation (or
    /// has no items), and otherwise `head(`, one item a line one step deeper, then `)tail`: the layout
    /// swift-format keeps for long parameter lists. A signature that opens a body ends with ` {`,
    /// counted in its width, and with `{}` when the body is empty.
    func renderParenthesized<Item>(
        _ items: [Item], opening body: CodeBlock?, into printer: inout CodePrinter, head: (inout CodePrinter.Line) -> Void,
        item: (Item, inout CodePrinter.Line) -> Void, tail: (inout CodePrinter.Line) -> Void
    ) {
        let indent = printer.indentationWidth
        func end(_ line: inout CodePrinter.Line) {
            tail(&line)
            if body != nil { line += " {" }
        }
        let isOneLine = printer.printLine { line in
            head(&line)
            line += "("
            appendList(items, to: &line, item)
            line += ")"
            end(&line)
            guard items.isEmpty || fits(line, indent: indent) else { return false }
            if body?.isEmpty == true { line += "}" }
            return true
        }
        if !isOneLine {
            _ = printer.printLine { line in
                head(&line)
                line += "("
                return true
            }
            printer.withIndentation { printer in
                for index in items.indices {
                    _ = printer.printLine { line in
                        item(items[index], &line)
                        if index < items.count - 1 { line += "," }
                        return true
                    }
                }
            }
            _ = printer.printLine { line in
                line += ")"
                end(&line)
                if body?.isEmpty == true { line += "}" }
                return true
            }
        }
        if let body, !body.isEmpty { renderBody(body, into: &printer) }
    }

    /// Appends `label`, in backticks only when Swift does not accept it as an argument label or an
    /// associated value's label: every keyword is accepted there except these.
    func appendArgumentLabel<Output: TextOutput>(_ label: String, to text: inout Output) {
        let isRejected = label.utf8.count <= 5 && (label == "inout" || label == "var" || label == "let")
        guard isRejected else { return text += label }
        text += "`"
        text += label
        text += "`"
    }
}
