import BridgeRuntime
import GBGBridge

extension JSON {
    /// The value as the host's API takes JSON.
    var hostValue: JSONValue {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let text): .number(Double(text) ?? .nan)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.hostValue))
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, $0.value.hostValue) }, uniquingKeysWith: { _, last in last }))
        }
    }

    /// An object's members as the host's API takes a message's `data`.
    func hostObject(_ what: String) throws(ScenarioError) -> [String: JSONValue] {
        guard case .object(let members) = hostValue else { throw ScenarioError("\(what) must be a JSON object") }
        return members
    }
}

/// A value of a generated type decoded from a scenario's JSON object, as the page would send it:
/// through a payload's `decodeData(as:)`, as an app decodes data.
func decode<Value: BridgeJSONDecodable>(_ json: JSON?, as type: Value.Type, _ what: String) throws(ScenarioError) -> Value {
    let data = try (json ?? .object([])).hostObject(what)
    do {
        return try BridgePayload(action: "", data: data).decodeData(as: Value.self)
    } catch {
        throw ScenarioError("\(what) is not a \(Value.self): \(error)")
    }
}
