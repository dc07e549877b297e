import BridgeGenKit
import BridgeSpec

/// Type declarations: a header line, then the members between braces.
extension SwiftRenderer {
    func render(_ declaration: StructDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        renderBraced(declaration.members, into: &printer) { head in
            appendModifiers(declaration.access, to: &head)
            head += "struct "
            appendEscaped(declaration.name, to: &head)
            appendGenericClause(declaration.genericParameters, to: &head)
            appendInheritanceClause(declaration.conformances, to: &head)
            appendWhereClause(declaration.whereClause, to: &head)
        }
    }

    func render(_ declaration: ClassDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        renderBraced(declaration.members, into: &printer) { head in
            appendModifiers(declaration.access, declaration.isFinal ? "final" : nil, to: &head)
            head += "class "
            appendEscaped(declaration.name, to: &head)
            appendGenericClause(declaration.genericParameters, to: &head)
            appendInheritanceClause((declaration.superclass.map { [$0] } ?? []) + declaration.conformances, to: &head)
        }
    }

    func render(_ declaration: EnumDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        renderBraced(declaration.members, into: &printer) { head in
            appendModifiers(declaration.access, declaration.isIndirect ? "indirect" : nil, to: &head)
            head += "enum "
            appendEscaped(declaration.name, to: &head)
            appendGenericClause(declaration.genericParameters, to: &head)
            appendInheritanceClause(declaration.conformances, to: &head)
        }
    }

    func render(_ declaration: ProtocolDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        var requirements = self
        requirements.isRenderingRequirements = true
        requirements.renderBraced(declaration.members, into: &printer) { head in
            // The protocol's own modifier, not a requirement's.
            appendModifiers(declaration.access, to: &head)
            head += "protocol "
            appendEscaped(declaration.name, to: &head)
            appendInheritanceClause(declaration.conformances, to: &head)
        }
    }

    func render(_ declaration: ExtensionDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        renderBraced(declaration.members, into: &printer) { head in
            head += "extension "
            append(declaration.extendedType, to: &head)
            appendInheritanceClause(declaration.conformances, to: &head)
            appendWhereClause(declaration.whereClause, to: &head)
        }
    }

    func render(_ declaration: TypeAliasDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        var head = ""
        appendModifiers(declaration.access, to: &head)
        head += "typealias "
        appendEscaped(declaration.name, to: &head)
        appendGenericClause(declaration.genericParameters, to: &head)
        head += " = "
        append(declaration.existingType, to: &head)
        var requirements = ""
        appendWhereClause(declaration.whereClause, to: &requirements)
        if printer.indentationWidth + head.count + requirements.count > lineWidth {
            // A long generic alias keeps its requirements on the next line, as swift-format does.
            printer.print(head)
            printer.withIndentation { $0.print(String(requirements.dropFirst())) }
        } else {
            printer.print(head + requirements)
        }
    }

    /// Prints the head `head` writes and ` {`, the members one level deeper, and `}`; or the head and
    /// ` {}` when there are none.
    private func renderBraced(
        _ members: [Declaration], into printer: inout CodePrinter, head: (inout CodePrinter.Line) -> Void
    ) {
        _ = printer.printLine { line in
            head(&line)
            line += members.isEmpty ? " {}" : " {"
            return true
        }
        guard !members.isEmpty else { return }
        printer.withIndentation { renderDeclarations(members, into: &$0) }
        printer.print("}")
    }
}
