/// An object type whose required fields lead back to itself can never be sent: every value would need
/// another value of the same type inside it, forever. (Recursion through an optional field, an array
/// or a map ends, and is allowed.)
extension SpecValidator {
    /// A required field whose type is an object type: a value of the first type needs one of the second.
    private struct RequiredEdge {
        var field: FieldSpec
        var target: String
    }

    mutating func checkRecursion() {
        let objects = spec.types.filter { if case .object = $0.kind { true } else { false } }
        let objectNames = Set(objects.map(\.name))
        var edges: [String: [RequiredEdge]] = [:]
        for type in objects {
            edges[type.name] = type.fields.compactMap { field in
                guard !field.isOptional, case .named(let target) = field.type, objectNames.contains(target) else { return nil }
                return RequiredEdge(field: field, target: target)
            }
        }
        let unbuildable = typesThatCanNeverBeBuilt(objects: objects, edges: edges)
        // Every unbuildable type has a required field of an unbuildable type, so following such fields
        // from any of them ends in a cycle. Each walk stops where an earlier one passed, so each cycle
        // is reported once, however many types lead into it.
        var visited: Set<String> = []
        for type in objects where unbuildable.contains(type.name) && !visited.contains(type.name) {
            var path: [RequiredEdge] = []
            var positions: [String: Int] = [:]
            var current = type.name
            while positions[current] == nil, !visited.contains(current),
                let edge = edges[current]?.first(where: { unbuildable.contains($0.target) })
            {
                positions[current] = path.count
                path.append(edge)
                current = edge.target
            }
            visited.formUnion(positions.keys)
            if let start = positions[current] { reportCycle(Array(path[start...])) }
        }
    }

    /// The object types no finite value can have: repeatedly set aside the types whose required
    /// fields all have buildable types; what is never set aside is unbuildable.
    private func typesThatCanNeverBeBuilt(objects: [TypeSpec], edges: [String: [RequiredEdge]]) -> Set<String> {
        var unbuilt = Set(objects.map(\.name))
        var waitingOn: [String: Int] = [:]
        var dependents: [String: [String]] = [:]
        var ready: [String] = []
        for type in objects {
            let targets = edges[type.name] ?? []
            waitingOn[type.name] = targets.count
            for edge in targets { dependents[edge.target, default: []].append(type.name) }
            if targets.isEmpty { ready.append(type.name) }
        }
        while let name = ready.popLast() {
            unbuilt.remove(name)
            for dependent in dependents[name] ?? [] {
                waitingOn[dependent, default: 0] -= 1
                if waitingOn[dependent] == 0 { ready.append(dependent) }
            }
        }
        return unbuilt
    }

    /// Reports a cycle at the field of its type that comes first in the spec.
    private mutating func reportCycle(_ cycle: [RequiredEdge]) {
        guard let start = cycle.indices.min(by: { cycle[$0].field.location < cycle[$1].field.location }) else { return }
        let ordered = Array(cycle[start...] + cycle[..<start])
        let owners = ordered.indices.map { ordered[(ordered.count + $0 - 1) % ordered.count].target }
        let chain = zip(owners, ordered).map { "\($0).\($1.field.name)" }.joined(separator: " → ") + " → " + owners[0]
        diagnostics.error(
            "type '\(owners[0])' can never be sent: its required field '\(ordered[0].field.name)' leads back to it "
                + "(\(chain)); make one of these fields optional",
            at: ordered[0].field.location
        )
    }
}
