import BridgeRuntime

extension JSON {
    /// A value the host holds, such as its history's data, built member by member rather than read
    /// with the host's reader; members in key order, since the host's objects keep none.
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number("\(number)")
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSON.init))
        case .object(let members):
            self = .object(members.sorted { $0.key < $1.key }.map { Member(key: $0.key, value: JSON($0.value)) })
        }
    }
}
