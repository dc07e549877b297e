import BridgeGenKit
import BridgeSpec

/// How spec types are spelled in Swift.
enum SwiftTypeNames {
    /// The Swift type of a field's value, without optionality.
    static func name(of type: TypeReference) -> SwiftType {
        switch type {
        case .string: "String"
        case .integer: "Int"
        case .number: "Double"
        case .boolean: "Bool"
        case .bytes: "Data"
        case .json: "JSONValue"
        case .array(let element): .array(name(of: element))
        case .map(let value): .dictionary("String", name(of: value))
        case .named(let name): .named(name)
        }
    }

    /// The Swift type of a field as declared: optional when it may be absent and has no default, or
    /// may be null.
    static func name(of field: FieldSpec) -> SwiftType {
        field.isOptionalInSwift ? .optional(name(of: field.type)) : name(of: field.type)
    }

    /// Whether values of `type` hold raw bytes anywhere, so their messages may be large.
    static func containsBytes(_ type: TypeReference, in spec: ProtocolSpec, visited: Set<String> = []) -> Bool {
        switch type {
        case .bytes: return true
        case .array(let inner), .map(let inner): return containsBytes(inner, in: spec, visited: visited)
        case .named(let name):
            guard !visited.contains(name), let named = spec.type(named: name) else { return false }
            return named.referencedTypeNames.contains { containsBytes(.named($0), in: spec, visited: visited.union([name])) }
                || named.fields.contains { containsBytes($0.type, in: spec, visited: visited.union([name])) }
        default: return false
        }
    }
}
