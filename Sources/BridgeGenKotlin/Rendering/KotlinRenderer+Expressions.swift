extension KotlinRenderer {
    /// An expression on as many lines as its lambdas and `when`s need; the first line is indented
    /// by `indent`, which the caller may replace with what precedes it.
    func expressionLines(_ value: KotlinExpression, indent: String) -> [String] {
        switch value {
        case .when(let subject, let branches, let fallback):
            var lines = [indent + "when" + (subject.map { " (" + expression($0) + ")" } ?? "") + " {"]
            for branch in branches {
                let conditions = branch.conditions.map(expression).joined(separator: ", ")
                if indent.count + conditions.count > Self.wrapWidth {
                    // One condition per line, the arrow after the last.
                    lines += branch.conditions.map { indent + "    " + expression($0) + "," }
                    lines += prefixed(indent + "    -> ", expressionLines(branch.result, indent: indent + "    "))
                } else {
                    lines += prefixed(
                        indent + "    " + conditions + " -> ", expressionLines(branch.result, indent: indent + "    "))
                }
            }
            if let fallback {
                lines += prefixed(indent + "    else -> ", expressionLines(fallback, indent: indent + "    "))
            }
            lines.append(indent + "}")
            return lines
        case .call(.member(let base, let name, let isSafe), let arguments, let trailing?)
        where arguments.isEmpty && indent.count + expression(base).count > Self.wrapWidth:
            // `long(…).also { … }`: the call broken over lines, the lambda after its last.
            var lines = expressionLines(base, indent: indent)
            let head = lines.removeLast() + (isSafe ? "?." : ".") + KotlinNaming.escaped(name) + " "
            return lines + lambdaLines(trailing, head: head, indent: indent)
        case .call(let callee, let arguments, let trailing?):
            let head =
                expression(callee) + (arguments.isEmpty ? "" : "(" + arguments.map(expression).joined(separator: ", ") + ")")
            return lambdaLines(trailing, head: indent + head + " ", indent: indent)
        case .lambda(let lambda):
            return lambdaLines(lambda, head: indent, indent: indent)
        case .assignment(let name, let inner):
            return prefixed(indent + KotlinNaming.escaped(name) + " = ", expressionLines(inner, indent: indent))
        case .returning(let inner):
            return prefixed(indent + "return ", expressionLines(inner, indent: indent))
        case .call(let callee, let arguments, nil)
        where !arguments.isEmpty && indent.count + expression(value).count > Self.wrapWidth:
            // One argument per line, each ending in a comma, as Kotlin's style guide wraps a long call.
            var lines = [indent + expression(callee) + "("]
            for argument in arguments {
                var argumentLines = expressionLines(argument, indent: indent + "    ")
                argumentLines[argumentLines.count - 1] += ","
                lines += argumentLines
            }
            return lines + [indent + ")"]
        default:
            return [indent + expression(value)]
        }
    }

    /// A lambda after `head`: on one line when it is one expression without lambdas, else one
    /// statement per line.
    func lambdaLines(_ lambda: KotlinLambda, head: String, indent: String) -> [String] {
        let parameters =
            lambda.parameters.isEmpty ? "" : " " + lambda.parameters.map(KotlinNaming.escaped).joined(separator: ", ") + " ->"
        if lambda.statements.count == 1, case .expression(let only) = lambda.statements[0], isSimple(only) {
            let line = head + "{" + parameters + " " + expression(only) + " }"
            if line.count <= Self.wrapWidth { return [line] }
        }
        return [head + "{" + parameters] + lambda.statements.flatMap { statement($0, indent: indent + "    ") } + [indent + "}"]
    }

    func statement(_ statement: KotlinStatement, indent: String) -> [String] {
        switch statement {
        case .expression(let value):
            return expressionLines(value, indent: indent)
        case .value(let name, let type, let value):
            let head = indent + "val " + KotlinNaming.escaped(name) + (type.map { ": " + typeName($0) } ?? "") + " = "
            return prefixed(head, expressionLines(value, indent: indent))
        case .returning(let value):
            guard let value else { return [indent + "return"] }
            return prefixed(indent + "return ", expressionLines(value, indent: indent))
        case .ifThen(let condition, let body):
            return [indent + "if (" + expression(condition) + ") {"]
                + body.flatMap { self.statement($0, indent: indent + "    ") }
                + [indent + "}"]
        case .variable(let name, let type, let value):
            let head = indent + "var " + KotlinNaming.escaped(name) + ": " + typeName(type) + " = "
            return prefixed(head, expressionLines(value, indent: indent))
        case .loop(let body):
            return [indent + "while (true) {"] + body.flatMap { self.statement($0, indent: indent + "    ") } + [indent + "}"]
        }
    }

    /// Whether `value` fits on one line: no lambda with statements, no `when`.
    func isSimple(_ value: KotlinExpression) -> Bool {
        switch value {
        case .when, .lambda: false
        case .call(let callee, let arguments, let trailing): trailing == nil && isSimple(callee) && arguments.allSatisfy(isSimple)
        case .member(let base, _, _): isSimple(base)
        case .binary(let left, _, let right): isSimple(left) && isSimple(right)
        case .ifElse(let a, let b, let c): isSimple(a) && isSimple(b) && isSimple(c)
        case .throwing(let inner), .namedArgument(_, let inner), .assignment(_, let inner), .returning(let inner): isSimple(inner)
        default: true
        }
    }

    /// An expression on one line.
    func expression(_ value: KotlinExpression) -> String {
        switch value {
        case .name(let name): KotlinNaming.escaped(name)
        case .generic(let name, let arguments): typeName(.named(name, arguments))
        case .this: "this"
        case .string(let text): literal(text)
        case .long(let number): "\(number)L"
        case .int(let number): "\(number)"
        case .double(let number): double(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .null: "null"
        case .member(let base, let name, let isSafe): operand(base) + (isSafe ? "?." : ".") + KotlinNaming.escaped(name)
        case .call(let callee, let arguments, let trailing):
            operand(callee)
                + (arguments.isEmpty && trailing != nil ? "" : "(" + arguments.map(expression).joined(separator: ", ") + ")")
                + (trailing.map { " " + lambdaLines($0, head: "", indent: "").joined(separator: " ") } ?? "")
        case .namedArgument(let name, let inner): KotlinNaming.escaped(name) + " = " + expression(inner)
        case .lambda(let lambda): lambdaLines(lambda, head: "", indent: "").joined(separator: " ")
        case .binary(let left, let op, let right): operand(left) + " " + op + " " + operand(right)
        case .when: expressionLines(value, indent: "").joined(separator: " ")
        case .ifElse(let condition, let then, let otherwise):
            "if (" + expression(condition) + ") " + expression(then) + " else " + expression(otherwise)
        case .throwing(let inner): "throw " + expression(inner)
        case .classLiteral(let name): name + "::class"
        case .assignment(let name, let inner): KotlinNaming.escaped(name) + " = " + expression(inner)
        case .returning(let inner): "return " + expression(inner)
        }
    }

    /// An operand of an operator or a member access: in parentheses unless it binds tighter.
    private func operand(_ value: KotlinExpression) -> String {
        switch value {
        case .binary, .ifElse, .throwing, .when, .lambda, .assignment, .returning: "(" + expression(value) + ")"
        default: expression(value)
        }
    }

    /// A `Double` literal Kotlin reads back exactly: `1.0`, `0.5`, `1.0E300`.
    private func double(_ number: Double) -> String {
        let text = "\(number)"
        return text.contains(".") || text.contains("e") || text.contains("E")
            ? text.replacing("e", with: "E") : text + ".0"
    }

    /// A string literal: quoted, with `\`, `"`, `$` and control characters escaped.
    func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "$": result += "\\$"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
