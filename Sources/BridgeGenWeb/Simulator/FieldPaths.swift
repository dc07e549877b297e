import BridgeSpec

/// The places in a type's wire form where some fields sit, as dotted paths of wire names, `*`
/// standing for every element of an array or value of a map: `points.*.image`. The simulator hides
/// sensitive fields' values at these paths and puts picked files at bytes fields'.
struct FieldPaths {
    /// The spec the types come from.
    let spec: ProtocolSpec

    /// The paths in the named type `name` of the fields `matching` selects, in spec order.
    func paths(in name: String, matching: (FieldSpec) -> Bool) -> [String] {
        paths(in: .named(name), prefix: [], visiting: [], matching: matching)
    }

    private func paths(
        in type: TypeReference, prefix: [String], visiting: Set<String>, matching: (FieldSpec) -> Bool
    ) -> [String] {
        switch type {
        case .array(let element), .map(let element):
            return paths(in: element, prefix: prefix + ["*"], visiting: visiting, matching: matching)
        case .named(let name):
            // A type met again on its own path adds no new places: its fields were listed the first time.
            guard !visiting.contains(name), let declared = spec.type(named: name) else { return [] }
            return declared.fields.flatMap { field in
                let path = prefix + [field.wireName]
                let own = matching(field) ? [path.joined(separator: ".")] : []
                return own + paths(in: field.type, prefix: path, visiting: visiting.union([name]), matching: matching)
            }
        default:
            return []
        }
    }
}
