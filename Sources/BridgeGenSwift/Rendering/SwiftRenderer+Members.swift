import BridgeGenKit
import BridgeSpec

/// Members: properties, initializers, functions and enum cases.
extension SwiftRenderer {
    func render(_ declaration: PropertyDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        switch declaration.value {
        case .stored(_, let initialValue):
            guard let initialValue else {
                _ = printer.printLine { line in
                    appendHead(of: declaration, to: &line)
                    return true
                }
                return
            }
            let indent = printer.indentationWidth
            let isPrinted = printer.printLine { line in
                appendHead(of: declaration, to: &line)
                line += " = "
                return appendFlat(initialValue, to: &line) && fits(line, indent: indent)
            }
            if isPrinted { return }
            var head = ""
            appendHead(of: declaration, to: &head)
            let start = LayoutPosition(
                indent: printer.indentationWidth, column: printer.indentationWidth + head.count + 3, trailing: 0,
                lineWidth: lineWidth, indentWidth: indentUnitWidth)
            printer.print(head + " = " + layout(initialValue, at: start))
        case .observed(let didSet):
            renderAccessors([("didSet", didSet)], of: declaration, into: &printer)
        case .accessors(let get, let set):
            renderAccessors([("get", get), ("set", set)], of: declaration, into: &printer)
        case .computed(let body):
            renderBody(body, into: &printer) { appendHead(of: declaration, to: &$0) }
        case .requirement(let isSettable):
            _ = printer.printLine { line in
                appendHead(of: declaration, to: &line)
                line += isSettable ? " { get set }" : " { get }"
                return true
            }
        }
    }

    /// `public static var name: Type`.
    private func appendHead<Output: TextOutput>(of declaration: PropertyDeclaration, to text: inout Output) {
        appendModifiers(
            declaration.access, setter: declaration.setterAccess, declaration.isStatic ? "static" : nil,
            declaration.isWeak ? "weak" : nil, to: &text)
        switch declaration.value {
        case .stored(let binding, _): text += binding.rawValue
        case .observed, .accessors, .computed, .requirement: text += "var"
        }
        text += " "
        appendEscaped(declaration.name, to: &text)
        if let type = declaration.type {
            text += ": "
            append(type, to: &text)
        }
    }

    func render(_ declaration: InitializerDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        renderParenthesized(
            declaration.parameters, opening: declaration.body, into: &printer,
            head: { head in
                appendModifiers(
                    declaration.access, declaration.isOverride ? "override" : nil,
                    declaration.isConvenience ? "convenience" : nil, to: &head)
                head += declaration.isFailable ? "init?" : "init"
                appendGenericClause(declaration.genericParameters, to: &head)
            },
            item: { append($0, to: &$1) },
            tail: { appendEffects(isAsync: declaration.isAsync, throwsClause: declaration.throwsClause, to: &$0) }
        )
    }

    func render(_ declaration: FunctionDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        renderParenthesized(
            declaration.parameters, opening: declaration.body, into: &printer,
            head: { head in
                appendModifiers(
                    declaration.access, declaration.isOverride ? "override" : nil, declaration.isStatic ? "static" : nil,
                    declaration.isMutating ? "mutating" : nil, to: &head)
                head += "func "
                appendEscaped(declaration.name, to: &head)
                appendGenericClause(declaration.genericParameters, to: &head)
            },
            item: { append($0, to: &$1) },
            tail: { tail in
                appendEffects(isAsync: declaration.isAsync, throwsClause: declaration.throwsClause, to: &tail)
                if let returnType = declaration.returnType {
                    tail += " -> "
                    append(returnType, to: &tail)
                }
                appendWhereClause(declaration.whereClause, to: &tail)
            }
        )
    }

    func render(_ declaration: EnumCaseDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        func appendHead(to line: inout CodePrinter.Line) {
            line += "case "
            appendEscaped(declaration.name, to: &line)
        }
        guard declaration.rawValue != nil || declaration.associatedValues.isEmpty else {
            return renderParenthesized(
                declaration.associatedValues, opening: nil, into: &printer, head: appendHead, item: { append($0, to: &$1) },
                tail: { _ in })
        }
        _ = printer.printLine { line in
            appendHead(to: &line)
            switch declaration.rawValue {
            case .string(let value)?:
                line += " = "
                SwiftLiteral.append(value, to: &line)
            case .integer(let value)?:
                line += " = "
                line += String(value)
            case nil: break
            }
            return true
        }
    }

    /// Prints the property's head and `{`, each accessor's keyword and body one level deeper, and `}`.
    private func renderAccessors(
        _ accessors: [(keyword: String, body: CodeBlock)], of declaration: PropertyDeclaration,
        into printer: inout CodePrinter
    ) {
        _ = printer.printLine { line in
            appendHead(of: declaration, to: &line)
            line += " {"
            return true
        }
        printer.withIndentation { printer in
            for accessor in accessors { renderBody(accessor.body, into: &printer) { $0 += accessor.keyword } }
        }
        printer.print("}")
    }
}
