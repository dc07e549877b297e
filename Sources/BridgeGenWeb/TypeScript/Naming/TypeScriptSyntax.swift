import BridgeGenKit
import BridgeSpec

/// How spec names and values are spelled in TypeScript, where validation and documentation need it;
/// the renderer spells the code.
enum TypeScriptSyntax {
    /// `text` as a double-quoted string literal: JSON's escaping is valid TypeScript.
    static func literal(_ text: String) -> String { JSONLiteral.string(text) }

    /// Whether `name` can be written as a bare property name: ASCII letters, digits, `_` and `$`,
    /// not starting with a digit.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "$"
        }
    }

    /// A default value as TypeScript (and JSON) source.
    static func literal(_ value: DefaultValue) -> String {
        switch value {
        case .string(let text), .enumValue(let text): literal(text)
        case .integer(let number): String(number)
        case .number(let number): JSONLiteral.number(number)
        case .boolean(let flag): String(flag)
        }
    }
}
