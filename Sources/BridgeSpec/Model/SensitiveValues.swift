/// Where a value of a spec type holds values of `sensitive` fields, which every host keeps out of
/// its history, its observer's copy of each message and its logs: the tree each generator writes
/// as its runtime's redaction.
package indirect enum SensitiveValues: Hashable, Sendable {
    /// The whole value is sensitive.
    case value
    /// Some members of an object are, by wire name, in the order of the type's fields.
    case members([Member])
    /// Each element of an array, or each value of a map.
    case each(SensitiveValues)

    /// A member of an object and where its value is sensitive.
    package struct Member: Hashable, Sendable {
        package var key: String
        package var values: SensitiveValues
    }
}

extension ProtocolSpec {
    /// Where the object type `name` holds sensitive values; nil for a type without any. A type met
    /// again on the way down adds nothing new.
    package func sensitiveValues(ofType name: String, visited: Set<String> = []) -> SensitiveValues? {
        guard !visited.contains(name), let type = type(named: name) else { return nil }
        // A union's object is one of its cases': a member sensitive in any case is redacted in all,
        // whole where one case has it sensitive outright.
        let cases = type.union?.cases.compactMap { self.type(named: $0.type) } ?? []
        let caseFields = cases.flatMap(\.fields)
        let fields = type.fields + caseFields.filter(\.isSensitive) + caseFields.filter { !$0.isSensitive }
        let seen = visited.union([name]).union(cases.map(\.name))
        var keys: Set<String> = []
        let members: [SensitiveValues.Member] = fields.compactMap { field in
            let inner = field.isSensitive ? .value : sensitiveValues(of: field.type, visited: seen)
            guard let inner, keys.insert(field.wireName).inserted else { return nil }
            return SensitiveValues.Member(key: field.wireName, values: inner)
        }
        return members.isEmpty ? nil : .members(members)
    }

    private func sensitiveValues(of type: TypeReference, visited: Set<String>) -> SensitiveValues? {
        switch type {
        case .array(let inner), .map(let inner):
            sensitiveValues(of: inner, visited: visited).map { .each($0) }
        case .named(let name):
            sensitiveValues(ofType: name, visited: visited)
        default:
            nil
        }
    }
}
