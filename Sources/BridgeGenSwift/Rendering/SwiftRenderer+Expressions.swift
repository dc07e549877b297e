import BridgeGenKit

/// Expressions: on one line when they fit in the line width, as swift-format leaves them; otherwise
/// a call's arguments go one per line (a sole collection argument stays hugged: `f([` … `])`), a
/// collection's elements one per line with trailing commas, a chain of one operator breaks before
/// each operator, and grouping parentheses put their content on lines of its own.
extension SwiftRenderer {
    /// `expression` laid out at `position`.
    func layout(_ expression: SwiftExpression, at position: LayoutPosition) -> Layout {
        var flat = ""
        if appendFlat(expression, to: &flat), position.fits(flat) { return Layout(flat) }
        switch expression {
        case .call(let callee, let arguments, let closure):
            return call(callee, arguments, closure, at: position)
        case .member(let base, let name):
            let suffix = "." + memberName(name)
            return layout(base, at: position.advanced(by: 0, trailing: position.trailing + suffix.count)) + suffix
        case .try(let value):
            return "try " + layout(value, at: position.advanced(by: 4))
        case .array(let elements, _):
            return list(elements, open: "[", close: "]", trailingComma: true, at: position) { layout($0, at: $1) }
        case .dictionary(let entries, _):
            return list(entries, open: "[", close: "]", trailingComma: true, at: position) { entry, position in
                let key = flatOrEmpty(entry.key) + ": "
                return key + layout(entry.value, at: position.advanced(by: key.count))
            }
        case .binary(_, let operation, _):
            return chain(expression, operation, at: position)
        case .parenthesized(let inner):
            var result = Layout("(")
            result.append(layout(inner, at: position.nextLine(trailing: 0)), depth: 1)
            result.append(Layout(")"), depth: 0)
            return result
        case .closure(let closure):
            return self.closure(closure, at: position)
        case .groupedCall(let callee, let groups) where groups.count > 1:
            return groupedCall(callee, groups, at: position)
        default:
            return Layout(flat)
        }
    }

    /// `callee(arguments) { closure }`: the arguments kept on the line of the callee's last line when
    /// the callee breaks (`Type(` … `).method(argument)`), hugged when a sole collection, otherwise one
    /// per line.
    private func call(
        _ callee: SwiftExpression, _ arguments: [SwiftArgument], _ closure: SwiftClosure?, at position: LayoutPosition
    ) -> Layout {
        var trailing = ""
        if let closure, appendFlat(.closure(closure), to: &trailing) { trailing = " " + trailing } else { trailing = "" }
        var result: Layout
        if arguments.isEmpty && closure != nil {
            result = layout(callee, at: position)
        } else if case .member(let base, _) = callee, base.containsCall, let flatArguments = flat(arguments) {
            let tail = "(" + flatArguments + ")"
            result =
                layout(callee, at: position.advanced(by: 0, trailing: position.trailing + tail.count + trailing.count)) + tail
        } else {
            let head = flatOrEmpty(callee)
            let start = position.advanced(by: head.count, trailing: position.trailing + trailing.count)
            if arguments.count == 1, let argument = arguments.first, argument.label == nil, argument.value.isCollection {
                result = head + "(" + layout(argument.value, at: start.advanced(by: 1, trailing: start.trailing + 1)) + ")"
            } else {
                result =
                    head
                    + list(arguments, open: "(", close: ")", trailingComma: false, at: start) { argument, position in
                        let label = argument.label.map { $0 + ": " } ?? ""
                        return label + layout(argument.value, at: position.advanced(by: label.count))
                    }
            }
        }
        guard let closure else { return result }
        if !trailing.isEmpty { return result + trailing }
        return result + " " + self.closure(closure, at: position)
    }

    /// `callee(`, each group of arguments on a line of its own one step deeper, `)`. A group of one
    /// argument lays its value out by itself, so a grouped call may hold another.
    private func groupedCall(_ callee: SwiftExpression, _ groups: [[SwiftArgument]], at position: LayoutPosition) -> Layout {
        var result = Layout(flatOrEmpty(callee) + "(")
        for (index, group) in groups.enumerated() {
            let comma = index < groups.count - 1 ? "," : ""
            let line: Layout
            if group.count == 1, let argument = group.first {
                let label = argument.label.map { $0 + ": " } ?? ""
                line = label + layout(argument.value, at: position.nextLine(trailing: comma.count).advanced(by: label.count))
            } else {
                line = Layout(flat(group) ?? "")
            }
            result.append(line + comma, depth: 1)
        }
        result.append(Layout(")"), depth: 0)
        return result
    }

    /// `{ parameters in`, the statements one level deeper, `}`.
    func closure(_ closure: SwiftClosure, at position: LayoutPosition) -> Layout {
        let head = closure.parameters.isEmpty ? "{" : "{ " + closure.parameters.joined(separator: ", ") + " in"
        guard !closure.body.isEmpty else { return Layout(closure.parameters.isEmpty ? "{}" : head + " }") }
        var result = Layout(head)
        result.append(layout(closure.body, indent: position.indent + position.indentWidth), depth: 1)
        result.append(Layout("}"), depth: 0)
        return result
    }

    /// `open a, b close` on one line when it fits; otherwise the items one per line, one step deeper,
    /// apart by commas, with one after the last too when `trailingComma`.
    func list<Item>(
        _ items: [Item], open: String, close: String, trailingComma: Bool, at position: LayoutPosition,
        _ layout: (Item, LayoutPosition) -> Layout
    ) -> Layout {
        var result = Layout(open)
        for (index, item) in items.enumerated() {
            let comma = trailingComma || index < items.count - 1 ? "," : ""
            result.append(layout(item, position.nextLine(trailing: comma.count)) + comma, depth: 1)
        }
        result.append(Layout(close), depth: 0)
        return result
    }

    /// A chain of `operation` that does not fit: its first operand, then each operator and operand on
    /// a line of its own, one step deeper.
    private func chain(_ expression: SwiftExpression, _ operation: SwiftOperator, at position: LayoutPosition) -> Layout {
        var operands: [SwiftExpression] = []
        func collect(_ expression: SwiftExpression) {
            if case .binary(let left, let inner, let right) = expression, inner == operation, !operation.isRightAssociative {
                collect(left)
                operands.append(right)
            } else {
                operands.append(expression)
            }
        }
        collect(expression)
        guard operands.count > 2 || !operation.isRightAssociative else { return Layout(flatOrEmpty(expression)) }
        if operands.count == 2, case .parenthesized = operands[1] {
            // `a || (`, the group's lines, `)`: a group after an operator opens on the operator's line.
            let head = operand(operands[0], of: operation, isLeft: true) + " " + operation.rawValue + " "
            return head + layout(operands[1], at: position.advanced(by: head.count))
        }
        var result = Layout(operand(operands[0], of: operation, isLeft: true))
        for operand in operands.dropFirst() {
            result.append(Layout(operation.rawValue + " " + self.operand(operand, of: operation, isLeft: false)), depth: 1)
        }
        return result
    }

    /// The expression on one line, or false when it cannot be: it holds a closure with statements or a
    /// collection written expanded.
    func appendFlat<Output: TextOutput>(_ expression: SwiftExpression, to text: inout Output) -> Bool {
        switch expression {
        case .identifier(let name): appendEscaped(name, to: &text)
        case .keyword(let keyword): text += keyword.rawValue
        case .string(let value): SwiftLiteral.append(value, to: &text)
        case .integer(let value): text += String(value)
        case .double(let value): text += "\(value)"
        case .boolean(let value): text += value ? "true" : "false"
        case .implicitMember(let name):
            text += "."
            appendEscaped(name, to: &text)
        case .implicitInitializer: text += ".init"
        case .member(let base, let name):
            guard appendFlat(base, to: &text) else { return false }
            text += "."
            appendMember(name, to: &text)
        case .initializer(let base):
            guard appendFlat(base, to: &text) else { return false }
            text += ".init"
        case .optionalChain(let base):
            guard appendFlat(base, to: &text) else { return false }
            text += "?"
        case .call(let callee, let arguments, let closure):
            guard appendFlat(callee, to: &text) else { return false }
            if !arguments.isEmpty || closure == nil {
                text += "("
                guard appendFlat(arguments, to: &text) else { return false }
                text += ")"
            }
            if let closure {
                text += " "
                guard appendFlat(.closure(closure), to: &text) else { return false }
            }
        case .groupedCall(let callee, let groups):
            guard groups.count <= 1, appendFlat(callee, to: &text) else { return false }
            text += "("
            guard appendFlat(groups.first ?? [], to: &text) else { return false }
            text += ")"
        case .subscript(let base, let arguments):
            guard appendFlat(base, to: &text) else { return false }
            text += "["
            guard appendFlat(arguments, to: &text) else { return false }
            text += "]"
        case .functionReference(let base, let name, let labels):
            guard appendFlat(base, to: &text) else { return false }
            text += "."
            text += name
            text += "("
            for label in labels {
                text += label
                text += ":"
            }
            text += ")"
        case .try(let value):
            text += "try "
            return appendFlat(value, to: &text)
        case .binary(let left, let operation, let right):
            guard appendOperand(left, of: operation, isLeft: true, to: &text) else { return false }
            text += " "
            text += operation.rawValue
            text += " "
            return appendOperand(right, of: operation, isLeft: false, to: &text)
        case .prefix(let operation, let value):
            text += operation.rawValue
            if case .binary = value {
                text += "("
                guard appendFlat(value, to: &text) else { return false }
                text += ")"
            } else {
                return appendFlat(value, to: &text)
            }
        case .parenthesized(let value):
            text += "("
            guard appendFlat(value, to: &text) else { return false }
            text += ")"
        case .tuple(let elements):
            text += "("
            guard appendFlat(elements, to: &text) else { return false }
            text += ")"
        case .array(let elements, let expanded):
            guard !expanded || elements.isEmpty else { return false }
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                guard appendFlat(element, to: &text) else { return false }
            }
            text += "]"
        case .dictionary(let entries, let expanded):
            guard !entries.isEmpty else {
                text += "[:]"
                return true
            }
            guard !expanded else { return false }
            text += "["
            for (index, entry) in entries.enumerated() {
                if index > 0 { text += ", " }
                guard appendFlat(entry.key, to: &text) else { return false }
                text += ": "
                guard appendFlat(entry.value, to: &text) else { return false }
            }
            text += "]"
        case .type(let type):
            append(type, to: &text)
        case .metatype(let type):
            append(type, to: &text)
            text += ".self"
        case .closure(let closure):
            // A closure on one line is empty, or one value of shorthand arguments: `{ Type(kind: $0.kind) }`.
            // One that names its parameters takes lines of its own.
            if closure.body.isEmpty {
                text += closure.parameters.isEmpty ? "{}" : "{ " + closure.parameters.joined(separator: ", ") + " in }"
            } else if closure.parameters.isEmpty, closure.body.count == 1, case .expression(let value) = closure.body[0] {
                text += "{ "
                guard appendFlat(value, to: &text) else { return false }
                text += " }"
            } else {
                return false
            }
        case .ifExpression(let condition, let then, let otherwise):
            text += "if "
            guard append(condition, to: &text) else { return false }
            text += " { "
            guard appendFlat(then, to: &text) else { return false }
            text += " } else { "
            guard appendFlat(otherwise, to: &text) else { return false }
            text += " }"
        }
        return true
    }

    /// An expression that is always flat where it is used, such as a callee.
    func flatOrEmpty(_ expression: SwiftExpression) -> String {
        var text = ""
        return appendFlat(expression, to: &text) ? text : ""
    }

    /// `label: value, value` of arguments, or nil when one is not flat.
    private func flat(_ arguments: [SwiftArgument]) -> String? {
        var text = ""
        return appendFlat(arguments, to: &text) ? text : nil
    }

    /// `label: value, value` of arguments; false when one is not flat.
    func appendFlat<Output: TextOutput>(_ arguments: [SwiftArgument], to text: inout Output) -> Bool {
        // Read in place, as `renderDeclarations` reads declarations.
        arguments.withUnsafeBufferPointer { arguments in
            for index in arguments.indices {
                if index > 0 { text += ", " }
                if let label = arguments[index].label {
                    text += label
                    text += ": "
                }
                guard appendFlat(arguments[index].value, to: &text) else { return false }
            }
            return true
        }
    }

    /// An operand of `operation`, in parentheses when it binds less tightly, or as tightly on the side
    /// the operator does not group from.
    private func appendOperand<Output: TextOutput>(
        _ operand: SwiftExpression, of operation: SwiftOperator, isLeft: Bool, to text: inout Output
    ) -> Bool {
        guard operand.needsParentheses(asOperandOf: operation, isLeft: isLeft) else { return appendFlat(operand, to: &text) }
        text += "("
        guard appendFlat(operand, to: &text) else { return false }
        text += ")"
        return true
    }

    private func operand(_ operand: SwiftExpression, of operation: SwiftOperator, isLeft: Bool) -> String {
        var text = ""
        return appendOperand(operand, of: operation, isLeft: isLeft, to: &text) ? text : ""
    }

    /// A condition on one line: `let name = value`, `case .x = value`, or a Boolean value.
    func append<Output: TextOutput>(_ condition: SwiftCondition, to text: inout Output) -> Bool {
        switch condition {
        case .expression(let value):
            return appendFlat(value, to: &text)
        case .optionalBinding(let names, let value):
            text +=
                "let "
                + (names.count == 1
                    ? escaped(names[0])
                    : "(" + names.map(escaped).joined(separator: ", ") + ")")
            text += " = "
            return appendFlat(value, to: &text)
        case .pattern(let pattern, let value):
            text += "case "
            guard append(pattern, to: &text) else { return false }
            text += " = "
            return appendFlat(value, to: &text)
        }
    }

    /// `.name(let a, let b)`, or a value to match.
    func append<Output: TextOutput>(_ pattern: SwiftPattern, to text: inout Output) -> Bool {
        switch pattern {
        case .enumCase(let name, let bindings):
            text += "." + escaped(name)
            if !bindings.isEmpty {
                // `_` matches a value without binding it.
                text +=
                    "(" + bindings.map { $0 == "_" ? "_" : "let " + escaped($0) }.joined(separator: ", ")
                    + ")"
            }
            return true
        case .value(let value):
            return appendFlat(value, to: &text)
        }
    }
}

extension SwiftExpression {
    /// Whether a call's only argument of this kind stays on the call's lines: `f([` … `])`.
    var isCollection: Bool {
        switch self {
        case .array, .dictionary: true
        default: false
        }
    }

    /// Whether a call is in it, so that a member of it may come after a closing parenthesis.
    var containsCall: Bool {
        switch self {
        case .call, .groupedCall: true
        case .member(let base, _), .optionalChain(let base): base.containsCall
        default: false
        }
    }

    /// Whether, as an operand of `operation`, it needs parentheses: it binds less tightly, or as
    /// tightly on the side the operator does not group from; `try` on the right (on the left it
    /// covers the whole expression, as Swift reads it).
    func needsParentheses(asOperandOf operation: SwiftOperator, isLeft: Bool) -> Bool {
        switch self {
        case .try: return !isLeft
        case .binary(_, let inner, _):
            if inner.precedence != operation.precedence { return inner.precedence < operation.precedence }
            return operation.isRightAssociative ? isLeft : !isLeft
        default: return false
        }
    }
}
