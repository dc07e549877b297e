import BridgeGenKit
import BridgeSpec

/// Turns a `SchemaValue` into JSON text; the only place that knows how the web outputs' JSON is
/// laid out: the schema, and the client's `package.json` and `tsconfig.json`.
///
/// Two spaces per level, one member per line; an array of scalars stays on one line, and so does
/// an object of scalars that fits in 110 columns, such as `{ "$ref": "#/$defs/X" }`. The text ends
/// with a newline.
struct JSONRenderer: Sendable {
    /// The longest line a small object is kept on.
    static let lineWidth = 110

    /// The text of `value`, after `headerComment` as `//` lines: `tsconfig.json`, which tsc reads as
    /// JSONC, carries the generated-file notice that way.
    func render(_ value: SchemaValue, headerComment: [String] = []) -> String {
        var printer = CodePrinter(indentUnit: "  ")
        for line in headerComment { printer.print("// " + line) }
        render(value, into: &printer, prefix: "", suffix: "")
        return printer.content
    }

    /// Prints `value` after `prefix` (a key) and before `suffix` (a comma).
    private func render(_ value: SchemaValue, into printer: inout CodePrinter, prefix: String, suffix: String) {
        switch value {
        case .object(let members) where members.isEmpty:
            printer.print(prefix + "{}" + suffix)
        case .object(let members)
        where members.allSatisfy(\.value.isScalar)
            && printer.indentationWidth + prefix.count + inlineObject(members).count + suffix.count <= Self.lineWidth:
            printer.print(prefix + inlineObject(members) + suffix)
        case .object(let members):
            printer.print(prefix + "{")
            printer.withIndentation { printer in
                for (index, member) in members.enumerated() {
                    render(
                        member.value, into: &printer, prefix: JSONLiteral.string(member.key) + ": ",
                        suffix: index == members.count - 1 ? "" : ",")
                }
            }
            printer.print("}" + suffix)
        case .array(let elements) where elements.allSatisfy(\.isScalar):
            printer.print(prefix + "[" + elements.map(scalarText).joined(separator: ", ") + "]" + suffix)
        case .array(let elements):
            printer.print(prefix + "[")
            printer.withIndentation { printer in
                for (index, element) in elements.enumerated() {
                    render(element, into: &printer, prefix: "", suffix: index == elements.count - 1 ? "" : ",")
                }
            }
            printer.print("]" + suffix)
        default:
            printer.print(prefix + scalarText(value) + suffix)
        }
    }

    /// `{ "key": value, … }` on one line, for objects of scalars such as `{ "$ref": "#/$defs/X" }`.
    private func inlineObject(_ members: [(key: String, value: SchemaValue)]) -> String {
        "{ " + members.map { JSONLiteral.string($0.key) + ": " + scalarText($0.value) }.joined(separator: ", ") + " }"
    }

    /// A scalar's JSON text.
    private func scalarText(_ value: SchemaValue) -> String {
        switch value {
        case .string(let text): JSONLiteral.string(text)
        case .integer(let number): String(number)
        case .number(let number): JSONLiteral.number(number)
        case .boolean(let flag): String(flag)
        case .object, .array: ""
        }
    }
}

extension SchemaValue {
    /// Whether the value is a string, number or Boolean rather than an object or array.
    fileprivate var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }
}
