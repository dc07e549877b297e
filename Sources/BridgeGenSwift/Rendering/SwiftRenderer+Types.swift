import BridgeGenKit
import BridgeSpec

/// Type declarations: a header line, then the members between braces.
extension SwiftRenderer {
    func render(_ declaration: StructDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        let head =
            modifiers(declaration.access) + "struct " + escaped(declaration.name)
            + genericClause(declaration.genericParameters) + inheritanceClause(declaration.conformances)
            + whereClause(declaration.whereClause)
        renderBraced(head: head, members: declaration.members, into: &printer)
    }

    func render(_ declaration: ClassDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        let inherited = (declaration.superclass.map { [$0] } ?? []) + declaration.conformances
        let head =
            modifiers(declaration.access, [declaration.isFinal ? "final" : nil]) + "class "
            + escaped(declaration.name) + genericClause(declaration.genericParameters)
            + inheritanceClause(inherited)
        renderBraced(head: head, members: declaration.members, into: &printer)
    }

    func render(_ declaration: EnumDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        let head =
            modifiers(declaration.access, [declaration.isIndirect ? "indirect" : nil]) + "enum "
            + escaped(declaration.name) + genericClause(declaration.genericParameters)
            + inheritanceClause(declaration.conformances)
        renderBraced(head: head, members: declaration.members, into: &printer)
    }

    func render(_ declaration: ProtocolDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        let head =
            modifiers(declaration.access) + "protocol " + escaped(declaration.name)
            + inheritanceClause(declaration.conformances)
        var requirements = self
        requirements.isRenderingRequirements = true
        requirements.renderBraced(head: head, members: declaration.members, into: &printer)
    }

    func render(_ declaration: ExtensionDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        let head =
            "extension " + text(declaration.extendedType) + inheritanceClause(declaration.conformances)
            + whereClause(declaration.whereClause)
        renderBraced(head: head, members: declaration.members, into: &printer)
    }

    func render(_ declaration: TypeAliasDeclaration, into printer: inout CodePrinter) {
        renderPreamble(docComment: declaration.docComment, attributes: declaration.attributes, into: &printer)
        let head =
            modifiers(declaration.access) + "typealias " + escaped(declaration.name)
            + genericClause(declaration.genericParameters) + " = " + text(declaration.existingType)
        let requirements = whereClause(declaration.whereClause)
        if printer.indentationWidth + head.count + requirements.count > lineWidth {
            // A long generic alias keeps its requirements on the next line, as swift-format does.
            printer.print(head)
            printer.withIndentation { $0.print(String(requirements.dropFirst())) }
        } else {
            printer.print(head + requirements)
        }
    }

    /// Prints `head {`, the members one level deeper, and `}`; or `head {}` when there are none.
    private func renderBraced(head: String, members: [Declaration], into printer: inout CodePrinter) {
        guard !members.isEmpty else {
            printer.print(head + " {}")
            return
        }
        printer.print(head + " {")
        printer.withIndentation { renderDeclarations(members, into: &$0) }
        printer.print("}")
    }
}
