import BridgeGenKit
import BridgeSpec

/// The small pieces of declaration headers, as source text.
extension SwiftRenderer {
    /// `<T: Sendable, U>`, or nothing.
    func genericClause(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        let items = parameters.map { parameter in
            parameter.name + (parameter.constraint.map { ": " + text($0) } ?? "")
        }
        return "<\(items.joined(separator: ", "))>"
    }

    /// `: A, B`, or nothing.
    func inheritanceClause(_ types: [SwiftType]) -> String {
        types.isEmpty ? "" : ": " + types.map(text).joined(separator: ", ")
    }

    /// ` where A: B, C == D`, or nothing.
    func whereClause(_ requirements: [SwiftRequirement]) -> String {
        requirements.isEmpty ? "" : " where " + requirements.map(text).joined(separator: ", ")
    }

    /// ` async throws(E)`, or what part of it applies.
    func effects(isAsync: Bool, throwsClause: ThrowsClause?) -> String {
        let throwsText: String =
            switch throwsClause {
            case nil: ""
            case .untyped: " throws"
            case .typed(let errorType): " throws(" + text(errorType) + ")"
            }
        return (isAsync ? " async" : "") + throwsText
    }

    /// `label name: Type = default`, with keywords escaped where Swift needs it: an argument label only
    /// when Swift rejects it as a label (`init(default: Value)` is fine as it is), the name the body uses
    /// whenever it is a keyword.
    func parameterText(_ parameter: Parameter) -> String {
        let names =
            switch parameter.label {
            case nil, parameter.name: escapedArgumentLabel(parameter.name)
            case let label?:
                escapedArgumentLabel(label) + " " + escaped(parameter.name)
            }
        return names + ": " + text(parameter.type) + (parameter.defaultValue.map { " = " + flatOrEmpty($0) } ?? "")
    }

    /// `head(items)tail` on one line when it fits in `lineWidth` at the printer's indentation, and
    /// otherwise `head(`, one item a line one step deeper, then `)tail`: the layout swift-format keeps for
    /// long parameter lists.
    func parenthesized(head: String, _ items: [String], tail: String, at printer: CodePrinter) -> String {
        let oneLine = "\(head)(\(items.joined(separator: ", ")))\(tail)"
        guard !items.isEmpty, printer.indentationWidth + oneLine.count > lineWidth else { return oneLine }
        let itemLines = items.map { printer.indentUnit + $0 }.joined(separator: ",\n")
        return "\(head)(\n\(itemLines)\n)\(tail)"
    }

    /// `label`, in backticks only when Swift does not accept it as an argument label or an associated
    /// value's label: every keyword is accepted there except these.
    func escapedArgumentLabel(_ label: String) -> String {
        let isRejected = label.utf8.count <= 5 && (label == "inout" || label == "var" || label == "let")
        return isRejected ? "`" + label + "`" : label
    }
}
