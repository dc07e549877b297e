import BridgeGenKit

/// Types: on one line when they fit; a union breaks into a member per line after `|`, a generic
/// type's arguments and a conditional type's branches go on lines of their own, and an object type
/// written `expanded` has a member per line.
extension TypeScriptRenderer {
    /// `type` laid out at `position`.
    func layout(_ type: TypeScriptType, at position: LayoutPosition) -> Layout {
        if let flat = flat(type), position.fits(flat) { return Layout(flat) }
        switch type {
        case .union(let members):
            // The first line is the text before the union, such as `export type X =`.
            var result = Layout("")
            for (index, member) in members.enumerated() {
                let isLast = index == members.count - 1
                let start = position.nextLine(trailing: isLast ? position.trailing : 0).advanced(by: 2)
                result.append("| " + layout(member, inUnionAt: start), depth: 1)
            }
            return result
        case .intersection(let members):
            var result = layout(members[0], inIntersectionAt: position)
            for member in members.dropFirst() {
                result = result + " & " + layout(member, inIntersectionAt: position)
            }
            return result
        case .object(let members, _):
            return objectType(members, at: position)
        case .generic(let name, let arguments):
            return name
                + list(
                    arguments, open: "<", close: ">", at: position.advanced(by: name.count),
                    hasComma: { _, isLast in !isLast }, layout: { layout($0, at: $1) })
        case .conditional(let check, let extends, let then, let otherwise):
            var result = Layout(flatOrEmpty(check) + " extends " + flatOrEmpty(extends))
            result.append("? " + layout(then, at: position.nextLine(trailing: 0)), depth: 1)
            result.append(": " + layout(otherwise, at: position.nextLine(trailing: position.trailing)), depth: 1)
            return result
        default:
            return Layout(flatOrEmpty(type))
        }
    }

    /// `{`, a member per line, `}`.
    func objectType(_ members: [TypeScriptTypeMember], at position: LayoutPosition) -> Layout {
        guard !members.isEmpty else { return Layout("{}") }
        var result = Layout("{")
        let inner = position.nextLine(trailing: 0)
        for member in members {
            if case .property(let doc, _, _, _, _) = member {
                for line in docLines(doc, indent: inner.indent) { result.append(Layout(line), depth: 1) }
            }
            result.append(layout(member, at: inner) + ";", depth: 1)
        }
        result.append(Layout("}"), depth: 0)
        return result
    }

    /// A member of an object type, without its `;`.
    private func layout(_ member: TypeScriptTypeMember, at position: LayoutPosition) -> Layout {
        switch member {
        case .property(_, let key, let isOptional, let type, let isReadonly):
            let head = (isReadonly ? "readonly " : "") + self.key(key, inObjectLiteral: false) + (isOptional ? "?: " : ": ")
            return head + layout(type, at: position.advanced(by: head.count, trailing: 1))
        case .indexSignature, .mapped:
            return Layout(flat(member))
        }
    }

    /// The type on one line, or nil when it is an object type written expanded.
    func flat(_ type: TypeScriptType) -> String? {
        switch type {
        case .name(let name): return name
        case .stringLiteral(let text): return literal(text)
        case .generic(let name, let arguments):
            guard let arguments = flat(arguments) else { return nil }
            return name + "<" + arguments + ">"
        case .array(let element):
            guard let text = flat(element) else { return nil }
            switch element {
            case .array, .object: return "Array<" + text + ">"
            case .union, .intersection, .function, .conditional, .keyOf, .typeOf: return "(" + text + ")[]"
            default: return text + "[]"
            }
        case .union(let members):
            let texts = members.map { member in flat(member).map { needsParentheses(member, inUnion: true) ? "(" + $0 + ")" : $0 }
            }
            return texts.contains(nil) ? nil : texts.map { $0! }.joined(separator: " | ")
        case .intersection(let members):
            let texts = members.map { member in
                flat(member).map { needsParentheses(member, inUnion: false) ? "(" + $0 + ")" : $0 }
            }
            return texts.contains(nil) ? nil : texts.map { $0! }.joined(separator: " & ")
        case .object(let members, let expanded):
            if members.isEmpty { return "{}" }
            if expanded { return nil }
            return "{ " + members.map(flat).joined(separator: "; ") + " }"
        case .typeOf(let name): return "typeof " + name
        case .keyOf(let operand):
            guard let text = flat(operand) else { return nil }
            return "keyof " + (needsParentheses(operand, inUnion: false) ? "(" + text + ")" : text)
        case .indexedAccess(let object, let index):
            guard let objectText = flat(object), let indexText = flat(index) else { return nil }
            switch object {
            case .typeOf, .keyOf, .union, .intersection, .function, .conditional: return "(" + objectText + ")[" + indexText + "]"
            default: return objectText + "[" + indexText + "]"
            }
        case .conditional(let check, let extends, let then, let otherwise):
            guard let check = flat(check), let extends = flat(extends), let then = flat(then), let otherwise = flat(otherwise)
            else { return nil }
            return check + " extends " + extends + " ? " + then + " : " + otherwise
        case .tuple(let elements):
            let texts = elements.map { element in
                flat(element.type).map { element.name + (element.isOptional ? "?: " : ": ") + $0 }
            }
            return texts.contains(nil) ? nil : "[" + texts.map { $0! }.joined(separator: ", ") + "]"
        case .function(let parameters, let returned):
            let texts = parameters.map(flat)
            guard !texts.contains(nil), let returned = flat(returned) else { return nil }
            return "(" + texts.map { $0! }.joined(separator: ", ") + ") => " + returned
        case .predicate(let parameter, let type):
            return flat(type).map { parameter + " is " + $0 }
        }
    }

    /// A type that is always flat in the places it is used: a member's, an operand's.
    func flatOrEmpty(_ type: TypeScriptType) -> String { flat(type) ?? "" }

    /// `a, b` of type arguments, or nil when one is not flat.
    private func flat(_ types: [TypeScriptType]) -> String? {
        let texts = types.map(flat)
        return texts.contains(nil) ? nil : texts.map { $0! }.joined(separator: ", ")
    }

    /// A member of an object type on one line, without its `;`.
    private func flat(_ member: TypeScriptTypeMember) -> String {
        switch member {
        case .property(_, let key, let isOptional, let type, let isReadonly):
            (isReadonly ? "readonly " : "") + self.key(key, inObjectLiteral: false) + (isOptional ? "?: " : ": ")
                + flatOrEmpty(type)
        case .indexSignature(let name, let key, let value, let isReadonly):
            (isReadonly ? "readonly " : "") + "[" + name + ": " + flatOrEmpty(key) + "]: " + flatOrEmpty(value)
        case .mapped(let name, let keys, let isOptional, let value):
            "[" + name + " in " + flatOrEmpty(keys) + "]" + (isOptional ? "?: " : ": ") + flatOrEmpty(value)
        }
    }

    /// A parameter on one line: `name?: Type = value`, `...name: Type`.
    func flat(_ parameter: TypeScriptParameter) -> String? {
        var text = (parameter.isRest ? "..." : "") + parameter.name + (isOptional(parameter) ? "?" : "")
        if let type = declaredType(of: parameter), output != .javaScript {
            guard let typeText = flat(type) else { return nil }
            text += ": " + typeText
        }
        if let value = parameter.defaultValue, output != .declarationFile {
            guard let valueText = flat(value) else { return nil }
            text += " = " + valueText
        }
        return text
    }

    /// Whether `type` needs parentheses as a member of a union (or of an intersection): prettier keeps
    /// them around an intersection in a union, and they are needed around a union in an intersection
    /// and around function and conditional types in both.
    private func needsParentheses(_ type: TypeScriptType, inUnion: Bool) -> Bool {
        switch type {
        case .intersection: inUnion
        case .union: !inUnion
        case .function, .conditional: true
        default: false
        }
    }

    /// A member of a union that breaks: laid out as it is, in parentheses where needed.
    private func layout(_ member: TypeScriptType, inUnionAt position: LayoutPosition) -> Layout {
        needsParentheses(member, inUnion: true) ? Layout("(" + flatOrEmpty(member) + ")") : layout(member, at: position)
    }

    /// An operand of an intersection: an expanded object type keeps its lines.
    private func layout(_ member: TypeScriptType, inIntersectionAt position: LayoutPosition) -> Layout {
        needsParentheses(member, inUnion: false) ? Layout("(" + flatOrEmpty(member) + ")") : layout(member, at: position)
    }
}
