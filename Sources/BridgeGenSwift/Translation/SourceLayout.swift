import BridgeGenKit
/// Lays out the few expressions translations write as text (calls, array literals, sums) the way
/// swift-format would: on one line when short, otherwise one element per line. The printer indents
/// continuation lines, so these strings never carry indentation of their own beyond one step.
enum SourceLayout {
    /// How long a one-line expression may be; with the indentation and the declaration around it, this
    /// keeps generated lines within 120 columns in practice.
    static let width = 80

    /// `head(a, b)`, or `head(` with each argument on its own line.
    static func call(_ head: String, _ arguments: [String]) -> String {
        let oneLine = head + "(" + arguments.joined(separator: ", ") + ")"
        guard oneLine.count > width else { return oneLine }
        return head + "(\n" + arguments.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
    }

    /// `[a, b]`, or one element per line with a trailing comma.
    static func arrayLiteral(_ elements: [String]) -> String {
        let oneLine = "[" + elements.joined(separator: ", ") + "]"
        guard oneLine.count > width else { return oneLine }
        return "[\n" + elements.map { "    " + $0 + "," }.joined(separator: "\n") + "\n]"
    }

    /// `a + b + c`, or the terms on continuation lines starting with `+`.
    static func sum(_ terms: [String]) -> String {
        let oneLine = terms.joined(separator: " + ")
        guard oneLine.count > width, let first = terms.first else { return oneLine }
        return ([first] + terms.dropFirst().map { "    + " + $0 }).joined(separator: "\n")
    }
}
