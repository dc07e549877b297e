import BridgeSpec

/// The fields of a type's wire form the simulator treats apart: bytes fields, where a picked file
/// goes, by dotted path of wire names through objects (`front.image`); and sensitive fields, whose
/// values the log hides, by wire name, wherever they appear. Both are bounded by the spec's size:
/// each type is looked into once for names, and paths stop at `budget` fields, since a type of
/// many fields of many fields has exponentially many paths.
struct FieldPaths {
    /// The spec the types come from.
    let spec: ProtocolSpec

    /// How many fields a search for paths looks at, at most.
    static let budget = 1_000

    /// The paths of the `bytes` fields of the named type `name`, through objects only (a file goes
    /// to one place, not to every element of an array), in spec order.
    func bytesPaths(in name: String) -> [String] {
        var budget = Self.budget
        return bytesPaths(in: name, prefix: [], visiting: [], budget: &budget)
    }

    private func bytesPaths(in name: String, prefix: [String], visiting: Set<String>, budget: inout Int) -> [String] {
        guard !visiting.contains(name), let declared = spec.type(named: name) else { return [] }
        var paths: [String] = []
        for field in declared.fields where budget > 0 {
            budget -= 1
            let path = prefix + [field.wireName]
            if field.type == .bytes { paths.append(path.joined(separator: ".")) }
            if case .named(let inner) = field.type {
                paths += bytesPaths(in: inner, prefix: path, visiting: visiting.union([name]), budget: &budget)
            }
        }
        return paths
    }

    /// The wire names of the sensitive fields of the named type `name` and of every type it
    /// reaches, each once, in the order they are first met.
    func sensitiveNames(in name: String) -> [String] {
        var queue = [name], seen: Set<String> = [name], names: [String] = [], named: Set<String> = []
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for field in spec.type(named: current)?.fields ?? [] {
                if field.isSensitive && named.insert(field.wireName).inserted { names.append(field.wireName) }
                for inner in field.type.namedTypes where seen.insert(inner).inserted { queue.append(inner) }
            }
        }
        return names
    }
}
