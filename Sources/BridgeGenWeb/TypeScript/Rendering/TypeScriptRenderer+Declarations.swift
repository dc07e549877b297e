import BridgeGenKit

/// Declarations and statements: printed line by line at the printer's indentation, with the
/// expressions and types in them laid out where they start.
extension TypeScriptRenderer {
    /// Whether the declaration leaves anything in the output: JavaScript has no types, a declaration
    /// file no private constants, and neither keeps the source's section marks.
    func emits(_ declaration: TypeScriptDeclaration) -> Bool {
        switch (output, declaration) {
        case (.source, _), (_, .reexports), (_, .class), (.javaScript, .function): true
        case (.declarationFile, .function(let function)): function.isExported
        case (_, .mark): false
        case (.javaScript, .constant): true
        case (.javaScript, .typeAlias), (.javaScript, .interface): false
        case (.declarationFile, .constant(let constant)): constant.isExported
        case (.declarationFile, .typeAlias), (.declarationFile, .interface): true
        }
    }

    /// Prints a declaration of a module, JSDoc first.
    func renderDeclaration(_ declaration: TypeScriptDeclaration, into printer: inout CodePrinter) {
        switch declaration {
        case .mark(let title):
            printer.print("// MARK: " + title)
        case .reexports(let comment, let modules):
            for line in comment { printer.print("// " + line) }
            for module in modules { printer.print("export * from " + literal(module) + ";") }
        case .constant(let constant):
            renderDoc(constant.doc, into: &printer)
            if output == .declarationFile { return printer.print(declaredConstant(constant, in: printer)) }
            var head = (constant.isExported ? "export " : "") + "const " + constant.name
            if let type = constant.type, output == .source { head += ": " + flatOrEmpty(type) }
            head += " = "
            printer.print(head + layout(constant.value, at: position(after: head, in: printer, trailing: 1)) + ";")
        case .typeAlias(let alias):
            renderDoc(alias.doc, into: &printer)
            renderTypeAlias(alias, into: &printer)
        case .interface(let interface):
            renderDoc(interface.doc, into: &printer)
            let head = "export interface " + interface.name + " "
            printer.print(head + objectType(interface.members, at: position(after: head, in: printer, trailing: 0)))
        case .function(let function):
            renderFunction(function, into: &printer)
        case .class(let type):
            renderClass(type, into: &printer)
        }
    }

    /// `export type Name = Type;`: a union breaks after `=` into a member per line, a generic type
    /// breaks its arguments, and any other type that does not fit goes on the next line.
    private func renderTypeAlias(_ alias: TypeScriptTypeAlias, into printer: inout CodePrinter) {
        let head = "export type " + alias.name + genericParameters(alias.genericParameters) + " = "
        let start = position(after: head, in: printer, trailing: 1)
        switch alias.type {
        case .union, .generic, .object, .intersection:
            printer.print(head + layout(alias.type, at: start) + ";")
        default:
            let flat = flatOrEmpty(alias.type)
            guard !start.fits(flat) else { return printer.print(Layout(head + flat + ";")) }
            var broken = Layout(head)
            broken.append(Layout(flat + ";"), depth: 1)
            printer.print(broken)
        }
    }

    /// `<A extends B, C>`, or nothing.
    func genericParameters(_ parameters: [TypeScriptGenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<"
            + parameters.map { $0.name + ($0.constraint.map { " extends " + flatOrEmpty($0) } ?? "") }.joined(separator: ", ")
            + ">"
    }

    /// A function or method: its JSDoc, each overload's signature, then the implementation.
    func renderFunction(_ function: TypeScriptFunction, into printer: inout CodePrinter) {
        renderDoc(function.doc, into: &printer)
        let head = (function.isExported ? exported("function ") : "") + function.name
        if output == .declarationFile {
            for overload in function.overloads.isEmpty ? [function.signature] : function.overloads {
                printer.print(signature(head, overload, ending: ";", in: printer))
            }
            return
        }
        for overload in output == .source ? function.overloads : [] {
            printer.print(signature(head, overload, ending: ";", in: printer))
        }
        renderBody(signature(head, function.signature, ending: " {", in: printer), function.body, into: &printer)
    }

    /// `head<G>(parameters): Returned` and `ending`, the parameters one per line when the line
    /// does not fit; a rest parameter takes no trailing comma.
    func signature(_ head: String, _ signature: TypeScriptSignature, ending: String, in printer: CodePrinter) -> Layout {
        let typed = output != .javaScript
        let start = head + (typed ? genericParameters(signature.genericParameters) : "")
        let returned = (typed ? signature.returnType.map { ": " + flatOrEmpty($0) } ?? "" : "") + ending
        let parameters = list(
            signature.parameters, open: "(", close: ")", at: position(after: start, in: printer, trailing: returned.count),
            hasComma: { parameter, _ in !parameter.isRest }, layout: parameterLayout)
        return start + parameters + returned
    }

    /// A parameter where it starts: its type may break, as a conditional type does.
    private func parameterLayout(_ parameter: TypeScriptParameter, at position: LayoutPosition) -> Layout {
        if output == .javaScript {
            // No type to break: the name, and its default value laid out after it.
            let head = (parameter.isRest ? "..." : "") + parameter.name
            guard let value = parameter.defaultValue else { return Layout(head) }
            return head + " = " + layout(value, at: position.advanced(by: head.count + 3))
        }
        if let flat = flat(parameter), position.fits(flat) { return Layout(flat) }
        let head = (parameter.isRest ? "..." : "") + parameter.name + (isOptional(parameter) ? "?" : "") + ": "
        guard let type = declaredType(of: parameter) else { return Layout(flat(parameter) ?? "") }
        let suffix = output == .source ? parameter.defaultValue.map { " = " + flatOrEmpty($0) } ?? "" : ""
        return head + layout(type, at: position.advanced(by: head.count, trailing: position.trailing + suffix.count)) + suffix
    }

    /// `export class Name extends Base {`, its members apart by blank lines (properties in a row
    /// excepted), `}`.
    private func renderClass(_ type: TypeScriptClass, into printer: inout CodePrinter) {
        renderDoc(type.doc, into: &printer)
        let superclass = type.superclass.map { output == .javaScript ? $0.erased : $0 }
        printer.print(exported("class ") + type.name + (superclass.map { " extends " + flatOrEmpty($0) } ?? "") + " {")
        printer.withIndentation { printer in
            var previous: TypeScriptClassMember?
            for member in type.members where output != .javaScript || !member.isProperty {
                if let previous, !(previous.isProperty && member.isProperty) { printer.print() }
                renderMember(member, into: &printer)
                previous = member
            }
        }
        printer.print("}")
        if output == .javaScript { renderStaticProperties(of: type, into: &printer) }
    }

    private func renderMember(_ member: TypeScriptClassMember, into printer: inout CodePrinter) {
        switch member {
        case .property(let property):
            renderDoc(property.doc, into: &printer)
            if output == .declarationFile { return printer.print(declaredProperty(property)) }
            var text = (property.isStatic ? "static " : "") + (property.isReadonly ? "readonly " : "") + property.name
            if let type = property.type { text += ": " + flatOrEmpty(type) }
            if let value = property.value { text += " = " + flatOrEmpty(value) }
            printer.print(text + ";")
        case .constructor(let doc, let parameters, let body):
            renderDoc(doc, into: &printer)
            let ending = output == .declarationFile ? ";" : " {"
            let signature = signature("constructor", TypeScriptSignature(parameters: parameters), ending: ending, in: printer)
            if output == .declarationFile { return printer.print(signature) }
            renderBody(signature, body, into: &printer)
        case .method(let method):
            renderFunction(method, into: &printer)
        }
    }

    /// `opening`, the statements one level deeper, `}`; `{}` closes an empty body on its line.
    private func renderBody(_ opening: Layout, _ body: [TypeScriptStatement], into printer: inout CodePrinter) {
        guard !body.isEmpty else { return printer.print(opening + "}") }
        printer.print(opening)
        printer.withIndentation { printer in
            for statement in body { renderStatement(statement, into: &printer) }
        }
        printer.print("}")
    }

    /// Prints a statement and its `;`.
    func renderStatement(_ statement: TypeScriptStatement, into printer: inout CodePrinter) {
        switch statement {
        case .constant(let name, let type, let value):
            let head = "const " + name + (output == .source ? type.map { ": " + flatOrEmpty($0) } ?? "" : "") + " = "
            printer.print(head + layout(value, at: position(after: head, in: printer, trailing: 1)) + ";")
        case .assignment(let target, let value):
            let head = flatOrEmpty(target) + " = "
            printer.print(head + layout(value, at: position(after: head, in: printer, trailing: 1)) + ";")
        case .expression(let value):
            printer.print(layout(value, at: position(after: "", in: printer, trailing: 1)) + ";")
        case .return(let value):
            printer.print("return " + layout(value, at: position(after: "return ", in: printer, trailing: 1)) + ";")
        case .if(let condition, let body):
            renderBody(Layout("if (" + flatOrEmpty(condition) + ") {"), body, into: &printer)
        }
    }

    /// Prints `paragraphs` as JSDoc at the printer's indentation; nothing when there are none.
    func renderDoc(_ paragraphs: [String], into printer: inout CodePrinter) {
        for line in docLines(paragraphs, indent: printer.indentationWidth) { printer.print(line) }
    }
}

extension TypeScriptClassMember {
    /// Whether the member is a property, which sits next to other properties without a blank line.
    var isProperty: Bool {
        if case .property = self { return true }
        return false
    }
}
