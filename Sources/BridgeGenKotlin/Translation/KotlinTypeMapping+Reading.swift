import BridgeSpec

extension KotlinTypeMapping {
    /// Reads a value of `reference` straight from the page's text with the `JsonBytesReader` named
    /// `reader`; nil for what that reader leaves to the general one (JSON values, maps, unions),
    /// so a field of it is read only there.
    func read(_ reference: TypeReference) -> KotlinExpression? {
        let reader = KotlinExpression.name("reader")
        switch reference {
        case .string: return reader.dot("string").call()
        case .integer: return reader.dot("integer").call()
        case .number: return reader.dot("number").call()
        case .boolean: return reader.dot("boolean").call()
        case .bytes: return reader.dot("bytes").call()
        case .json, .map: return nil
        case .array(let element):
            return read(element).map { reader.dot("list").call([], [], [.expression($0)]) }
        case .named(let name):
            guard textReadable.contains(name), let type = spec.type(named: name) else { return nil }
            switch type.kind {
            case .object: return KotlinExpression.name(name).dot("read").call(reader)
            case .enumeration:
                return type.isOpen
                    ? KotlinExpression.name(name).call(reader.dot("string").call())
                    : KotlinExpression.name(name).dot("read").call(reader)
            case .union: return nil
            }
        }
    }
}

extension KotlinTypeMapping {
    /// The types that have a text reader: those a request's data may hold, read from the page's
    /// text; results and events are read from values only. A base type has one only if its own
    /// spec's requests reach it, since the base's generated code defines it.
    static func textReadableTypes(of spec: ProtocolSpec) -> Set<String> {
        func reachable(from actions: [ActionSpec]) -> Set<String> {
            var found = Set<String>()
            var pending = actions.map(\.request)
            while let name = pending.popLast() {
                guard found.insert(name).inserted, case .object(let fields)? = spec.type(named: name)?.kind else { continue }
                for field in fields { pending += field.type.namedTypes }
            }
            return found
        }
        let all = reachable(from: spec.actions)
        guard spec.extensionSpec != nil else { return all }
        let base = reachable(from: spec.actions.filter { !spec.emits(action: $0.id) })
        return all.filter { spec.emits(type: $0) || base.contains($0) }
    }
}

extension TypeReference {
    /// The named types this reference holds, through arrays and maps.
    fileprivate var namedTypes: [String] {
        switch self {
        case .named(let name): [name]
        case .array(let element), .map(let element): element.namedTypes
        default: []
        }
    }
}
