import BridgeGenKit
import BridgeSpec

/// Members: properties, initializers, functions and enum cases.
extension SwiftRenderer {
    func render(_ declaration: PropertyDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        let binding: PropertyDeclaration.Binding =
            switch declaration.value {
            case .stored(let binding, _): binding
            case .observed, .accessors, .computed, .requirement: .var
            }
        let others = [declaration.isStatic ? "static" : nil, declaration.isWeak ? "weak" : nil]
        let head =
            modifiers(declaration.access, setter: declaration.setterAccess, others) + binding.rawValue + " "
            + escaped(declaration.name) + (declaration.type.map { ": " + text($0) } ?? "")
        switch declaration.value {
        case .stored(_, let initialValue):
            guard let initialValue else { return printer.print(head) }
            let indent = printer.indentationWidth
            let isPrinted = printer.printLine { line in
                line += head
                line += " = "
                return appendFlat(initialValue, to: &line) && fits(line, indent: indent)
            }
            if isPrinted { return }
            let start = LayoutPosition(
                indent: printer.indentationWidth, column: printer.indentationWidth + head.count + 3, trailing: 0,
                lineWidth: lineWidth, indentWidth: indentUnitWidth)
            printer.print(head + " = " + layout(initialValue, at: start))
        case .observed(let didSet):
            renderAccessors([("didSet", didSet)], opening: head + " {", into: &printer)
        case .accessors(let get, let set):
            renderAccessors([("get", get), ("set", set)], opening: head + " {", into: &printer)
        case .computed(let body):
            renderBody(body, opening: head + " {", into: &printer)
        case .requirement(let isSettable):
            printer.print(head + (isSettable ? " { get set }" : " { get }"))
        }
    }

    func render(_ declaration: InitializerDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        let others = [declaration.isOverride ? "override" : nil, declaration.isConvenience ? "convenience" : nil]
        let head =
            modifiers(declaration.access, others) + (declaration.isFailable ? "init?" : "init")
            + genericClause(declaration.genericParameters)
        renderSignature(
            head: head,
            parameters: declaration.parameters,
            tail: effects(isAsync: declaration.isAsync, throwsClause: declaration.throwsClause),
            body: declaration.body,
            into: &printer
        )
    }

    func render(_ declaration: FunctionDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        let others = [
            declaration.isOverride ? "override" : nil,
            declaration.isStatic ? "static" : nil,
            declaration.isMutating ? "mutating" : nil,
        ]
        let head =
            modifiers(declaration.access, others) + "func " + escaped(declaration.name)
            + genericClause(declaration.genericParameters)
        let tail =
            effects(isAsync: declaration.isAsync, throwsClause: declaration.throwsClause)
            + (declaration.returnType.map { " -> " + text($0) } ?? "") + whereClause(declaration.whereClause)
        renderSignature(
            head: head, parameters: declaration.parameters, tail: tail, body: declaration.body, into: &printer
        )
    }

    func render(_ declaration: EnumCaseDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        let head = "case " + escaped(declaration.name)
        switch declaration.rawValue {
        case .string(let value):
            printer.print(head + " = " + SwiftLiteral.string(value))
        case .integer(let value):
            printer.print(head + " = \(value)")
        case nil where declaration.associatedValues.isEmpty:
            printer.print(head)
        case nil:
            let values = declaration.associatedValues.map { value in
                (value.label.map { escapedArgumentLabel($0) + ": " } ?? "") + text(value.type)
            }
            printer.print(parenthesized(head: head, values, tail: "", at: printer))
        }
    }

    /// Prints `opening`, each accessor's keyword and body one level deeper, and `}`.
    private func renderAccessors(
        _ accessors: [(keyword: String, body: CodeBlock)], opening: String, into printer: inout CodePrinter
    ) {
        printer.print(opening)
        printer.withIndentation { printer in
            for accessor in accessors { renderBody(accessor.body, opening: accessor.keyword + " {", into: &printer) }
        }
        printer.print("}")
    }

    /// Prints `head(parameters)tail`, wrapped when too long, then the body in braces if there is one.
    private func renderSignature(
        head: String, parameters: [Parameter], tail: String, body: CodeBlock?, into printer: inout CodePrinter
    ) {
        // The opening brace ends the signature's last line, so it counts towards that line's width.
        let signature = parenthesized(
            head: head, parameters.map(parameterText), tail: body == nil ? tail : tail + " {", at: printer
        )
        if let body {
            renderBody(body, opening: signature, into: &printer)
        } else {
            printer.print(signature)
        }
    }
}
