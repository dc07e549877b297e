import BridgeGenKit

/// Expressions: on one line when they fit; otherwise a call's arguments and an array's elements go
/// one per line, a call hugs a sole array or object argument, and an object written `expanded` has
/// a member per line.
extension TypeScriptRenderer {
    /// `expression` laid out at `position`.
    func layout(_ expression: TypeScriptExpression, at position: LayoutPosition) -> Layout {
        if let flat = flat(expression), position.fits(flat) { return Layout(flat) }
        switch expression {
        case .call(let callee, let arguments):
            return call(flatOrEmpty(callee), arguments, at: position)
        case .new(let type, let arguments):
            return call("new " + flatOrEmpty(type), arguments, at: position)
        case .array(let elements):
            return list(elements, open: "[", close: "]", at: position) { layout($0, at: $1) }
        case .object(let members, _):
            return object(members, at: position)
        case .asConst(let value) where output == .javaScript, .cast(let value, _) where output == .javaScript:
            return layout(value, at: position)
        case .asConst(let value):
            return layout(value, at: position.advanced(by: 0, trailing: position.trailing + " as const".count)) + " as const"
        case .cast(let value, let type):
            let suffix = " as " + flatOrEmpty(type)
            return layout(value, at: position.advanced(by: 0, trailing: position.trailing + suffix.count)) + suffix
        default:
            return Layout(flatOrEmpty(expression))
        }
    }

    /// `callee(arguments)`: a sole array or object argument hugged, `callee([` … `])`, as prettier
    /// does; otherwise the arguments one per line.
    private func call(_ callee: String, _ arguments: [TypeScriptExpression], at position: LayoutPosition) -> Layout {
        if arguments.count == 1, let argument = arguments.first, argument.isHuggable {
            return callee + "(" + layout(argument, at: position.advanced(by: callee.count + 1, trailing: position.trailing + 1))
                + ")"
        }
        return callee + list(arguments, open: "(", close: ")", at: position.advanced(by: callee.count)) { layout($0, at: $1) }
    }

    /// `{`, a member per line with its JSDoc and a comma, `}`.
    func object(_ members: [TypeScriptObjectMember], at position: LayoutPosition) -> Layout {
        guard !members.isEmpty else { return Layout("{}") }
        var result = Layout("{")
        let inner = position.nextLine(trailing: 1)
        for member in members {
            switch member {
            case .property(let doc, let key, let value):
                for line in docLines(doc, indent: inner.indent) { result.append(Layout(line), depth: 1) }
                let head = self.key(key, inObjectLiteral: true) + ": "
                result.append(head + layout(value, at: inner.advanced(by: head.count)) + ",", depth: 1)
            case .shorthand(let name):
                result.append(Layout(name + ","), depth: 1)
            case .spread(let value):
                result.append("..." + layout(value, at: inner.advanced(by: 3)) + ",", depth: 1)
            }
        }
        result.append(Layout("}"), depth: 0)
        return result
    }

    /// The expression on one line, or nil when it holds an object written expanded.
    func flat(_ expression: TypeScriptExpression) -> String? {
        switch expression {
        case .identifier(let name): return name
        case .string(let text): return literal(text)
        case .integer(let number): return String(number)
        case .number(let number): return literal(number)
        case .boolean(let flag): return String(flag)
        case .member(let base, let name):
            guard let base = flat(base) else { return nil }
            return TypeScriptSyntax.isIdentifier(name) ? base + "." + name : base + "[" + literal(name) + "]"
        case .element(let base, let index):
            guard let base = flat(base), let index = flat(index) else { return nil }
            return base + "[" + index + "]"
        case .call(let callee, let arguments):
            guard let callee = flat(callee), let arguments = flat(arguments) else { return nil }
            return callee + "(" + arguments + ")"
        case .new(let type, let arguments):
            guard let type = flat(type), let arguments = flat(arguments) else { return nil }
            return "new " + type + "(" + arguments + ")"
        case .array(let elements):
            return flat(elements).map { "[" + $0 + "]" }
        case .spread(let value):
            return flat(value).map { "..." + $0 }
        case .object(let members, let expanded):
            if members.isEmpty { return "{}" }
            if expanded { return nil }
            let texts = members.map(flat)
            return texts.contains(nil) ? nil : "{ " + texts.map { $0! }.joined(separator: ", ") + " }"
        case .binary(let left, let operation, let right):
            guard let leftText = flat(left), let rightText = flat(right) else { return nil }
            return operand(leftText, left, of: operation) + " " + operation.rawValue + " "
                + operand(rightText, right, of: operation)
        case .asConst(let value) where output == .javaScript, .cast(let value, _) where output == .javaScript:
            return flat(value)
        case .cast(let value, let type):
            guard let value = flat(value), let type = flat(type) else { return nil }
            return value + " as " + type
        case .asConst(let value):
            return flat(value).map { $0 + " as const" }
        case .arrow(let parameters, let value):
            return flat(value).map { "(" + parameters.joined(separator: ", ") + ") => " + $0 }
        }
    }

    /// An expression that is always flat where it is used: a callee, a condition.
    func flatOrEmpty(_ expression: TypeScriptExpression) -> String { flat(expression) ?? "" }

    /// `a, b` of arguments or elements, or nil when one is not flat.
    private func flat(_ expressions: [TypeScriptExpression]) -> String? {
        let texts = expressions.map(flat)
        return texts.contains(nil) ? nil : texts.map { $0! }.joined(separator: ", ")
    }

    /// A member of an object literal on one line, without its comma.
    private func flat(_ member: TypeScriptObjectMember) -> String? {
        switch member {
        case .property(_, let key, let value): flat(value).map { self.key(key, inObjectLiteral: true) + ": " + $0 }
        case .shorthand(let name): name
        case .spread(let value): flat(value).map { "..." + $0 }
        }
    }

    /// An operand of `operation`, in parentheses when it binds less tightly.
    private func operand(_ text: String, _ expression: TypeScriptExpression, of operation: TypeScriptOperator) -> String {
        guard case .binary(_, let inner, _) = expression, inner.precedence < operation.precedence else { return text }
        return "(" + text + ")"
    }
}

extension TypeScriptOperator {
    /// How tightly the operator binds: higher binds tighter.
    var precedence: Int {
        switch self {
        case .instanceOf: 4
        case .strictEqual, .strictNotEqual: 3
        case .and: 2
        case .or: 1
        }
    }
}

extension TypeScriptExpression {
    /// Whether a call with this as its only argument keeps it on the call's lines: `f([` … `])`.
    var isHuggable: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }
}
