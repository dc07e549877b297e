import BridgeGenKit
import BridgeSpec

/// How spec names and types are spelled in TypeScript.
enum TypeScriptSyntax {
    /// The TypeScript type of a value of `type`, as the page holds it: bytes as `Uint8Array` (base64
    /// text on the wire), `json` as any JSON value, a map as an object with string keys, and a named
    /// type as `name` spells it (the typed form, or the `…Init` form a sender writes).
    static func type(of type: TypeReference, naming name: (String) -> String = { $0 }) -> String {
        switch type {
        case .string: "string"
        case .bytes: "Uint8Array"
        case .integer, .number: "number"
        case .boolean: "boolean"
        case .json: "JSONValue"
        case .array(let element):
            switch element {
            case .array, .map: "Array<\(self.type(of: element, naming: name))>"
            default: "\(self.type(of: element, naming: name))[]"
            }
        case .map(let value): "{ [key: string]: \(self.type(of: value, naming: name)) }"
        case .named(let typeName): name(typeName)
        }
    }

    /// `text` as a double-quoted string literal: JSON's escaping is valid TypeScript.
    static func literal(_ text: String) -> String { JSONLiteral.string(text) }

    /// A property key: the name itself when it is an identifier, otherwise a string literal.
    static func key(_ name: String) -> String {
        isIdentifier(name) ? name : literal(name)
    }

    /// A key in an object literal: as `key` writes it, but `__proto__` computed (`["__proto__"]`),
    /// which in any other form sets the object's prototype instead of a property.
    static func objectKey(_ name: String) -> String {
        name == "__proto__" ? "[\(literal(name))]" : key(name)
    }

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
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .boolean(let flag): String(flag)
        }
    }
}
