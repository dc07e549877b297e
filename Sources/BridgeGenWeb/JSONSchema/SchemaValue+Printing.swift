import BridgeGenKit

extension SchemaValue {
    /// The value as JSON, two spaces per level, one member per line; arrays of scalars that fit stay
    /// on one line. Ends with a newline.
    var prettyPrinted: String {
        var printer = CodePrinter(indentUnit: "  ")
        print(to: &printer, prefix: "", suffix: "")
        return printer.content
    }

    /// Prints the value after `prefix` (a key) and before `suffix` (a comma).
    private func print(to printer: inout CodePrinter, prefix: String, suffix: String) {
        switch self {
        case .object(let members) where members.isEmpty:
            printer.print(prefix + "{}" + suffix)
        case .object(let members) where members.allSatisfy(\.value.isScalar)
            && printer.indentationWidth + prefix.count + inlineObject(members).count + suffix.count <= Self.lineLength:
            printer.print(prefix + inlineObject(members) + suffix)
        case .object(let members):
            printer.print(prefix + "{")
            printer.withIndentation { printer in
                for (index, member) in members.enumerated() {
                    member.value.print(to: &printer, prefix: TypeScriptSyntax.literal(member.key) + ": ",
                                       suffix: index == members.count - 1 ? "" : ",")
                }
            }
            printer.print("}" + suffix)
        case .array(let elements) where elements.allSatisfy(\.isScalar):
            printer.print(prefix + "[" + elements.map(\.scalarText).joined(separator: ", ") + "]" + suffix)
        case .array(let elements):
            printer.print(prefix + "[")
            printer.withIndentation { printer in
                for (index, element) in elements.enumerated() {
                    element.print(to: &printer, prefix: "", suffix: index == elements.count - 1 ? "" : ",")
                }
            }
            printer.print("]" + suffix)
        default:
            printer.print(prefix + scalarText + suffix)
        }
    }

    /// The longest line a small object is kept on.
    private static let lineLength = 110

    /// `{ "key": value, … }` on one line, for objects of scalars such as `{ "$ref": "#/$defs/X" }`.
    private func inlineObject(_ members: [(key: String, value: SchemaValue)]) -> String {
        "{ " + members.map { TypeScriptSyntax.literal($0.key) + ": " + $0.value.scalarText }.joined(separator: ", ") + " }"
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// A scalar's JSON text.
    private var scalarText: String {
        switch self {
        case .string(let text): TypeScriptSyntax.literal(text)
        case .integer(let number): String(number)
        case .number(let number): TypeScriptSyntax.literal(.number(number))
        case .boolean(let flag): String(flag)
        case .object, .array: ""
        }
    }
}
