/// The type of a field, as written in the spec: `string`, `array<string>`, `map<BridgeCapabilityInfo>`.
package indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
    case string
    case integer
    case number
    case boolean
    /// Raw bytes, base64 on the wire.
    case bytes
    /// Any JSON value.
    case json
    case array(TypeReference)
    /// A JSON object with string keys and values of one type.
    case map(TypeReference)
    /// A type declared in the spec's `types` section.
    case named(String)

    /// The spelling used in the spec, so diagnostics and diffs quote what the author wrote.
    package var description: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .bytes: "bytes"
        case .json: "json"
        case .array(let element): "array<\(element)>"
        case .map(let value): "map<\(value)>"
        case .named(let name): name
        }
    }

    /// Every named type this reference mentions, outermost first.
    package var namedTypes: [String] {
        switch self {
        case .array(let inner), .map(let inner): inner.namedTypes
        case .named(let name): [name]
        default: []
        }
    }

    /// The spelling of every built-in type name, for parsing and suggestions.
    package static let builtInNames = ["string", "integer", "number", "boolean", "bytes", "json", "array", "map"]
}
