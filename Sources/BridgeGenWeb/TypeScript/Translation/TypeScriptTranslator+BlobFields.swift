import BridgeSpec

/// Where each action's result may hold blob references: a `BlobFields` map for each object type
/// whose values may hold some (`blobFieldsOfX`), and the `resultBlobFields` table of the actions
/// whose results may. The client takes a reference nowhere else: not in a `json` field, not in a
/// field the spec does not mark, not in a result of an action it does not know.
extension TypeScriptTranslator {
    /// The map's name: `blobFieldsOfDocumentCaptureResult`.
    func blobFieldsName(_ typeName: String) -> String { "blobFieldsOf\(typeName)" }

    /// The object types whose values may hold blob references: those with a blob field, and those
    /// with a field whose type (through arrays and maps) names one, settled for recursive types.
    var blobHolders: Set<String> {
        var found = Set(spec.types.filter { !$0.blobFields.isEmpty }.map(\.name))
        var changed = true
        while changed {
            changed = false
            for type in spec.types
            where !found.contains(type.name)
                && type.fields.contains(where: { !found.isDisjoint(with: $0.type.namedTypes) })
            {
                found.insert(type.name)
                changed = true
            }
        }
        return found
    }

    /// Each of `actions` whose result may hold blob references, with that result type.
    func blobResults(of actions: [ActionSpec]) -> [(action: String, type: String)] {
        let holders = blobHolders
        return actions.filter { holders.contains($0.result) }.map { ($0.id, $0.result) }
    }

    /// The maps the results of `actions` need, in spec order.
    mutating func translateBlobFields(for actions: [ActionSpec]) {
        let holders = blobHolders
        var needed: Set<String> = []
        var pending = blobResults(of: actions).map(\.type)
        while let name = pending.popLast() {
            guard holders.contains(name), needed.insert(name).inserted, let type = spec.type(named: name) else { continue }
            pending += type.fields.flatMap(\.type.namedTypes)
        }
        for type in spec.types where needed.contains(type.name) {
            imports.useType("BlobFields", from: .blobs)
            let members = type.fields.compactMap { field in
                blobPlan(of: field, holders: holders).map {
                    TypeScriptObjectMember.property(doc: [], key: .name(field.wireName), value: $0)
                }
            }
            declarations.append(
                .constant(
                    TypeScriptConstant(
                        doc: [
                            "Where values of `\(type.name)` may hold blob references, which the client fetches before decoding them."
                        ],
                        isExported: false, name: blobFieldsName(type.name), type: .name("BlobFields"),
                        value: .object(members, expanded: true))))
        }
    }

    /// The plan of a field: `true` for a blob field, else its type's; nil when it holds none.
    private func blobPlan(of field: FieldSpec, holders: Set<String>) -> TypeScriptExpression? {
        field.travelsAsBlob ? .boolean(true) : blobPlan(of: field.type, holders: holders)
    }

    /// The plan of a value of `type`: `{ fields: () => map }` for an object type that holds some,
    /// `{ array: plan }` or `{ map: plan }` through collections; nil when it holds none.
    private func blobPlan(of type: TypeReference, holders: Set<String>) -> TypeScriptExpression? {
        func plan(_ key: String, _ value: TypeScriptExpression) -> TypeScriptExpression {
            .object([.property(doc: [], key: .name(key), value: value)], expanded: false)
        }
        switch type {
        case .named(let name) where holders.contains(name): return plan("fields", .arrow([], .identifier(blobFieldsName(name))))
        case .array(let element): return blobPlan(of: element, holders: holders).map { plan("array", $0) }
        case .map(let value): return blobPlan(of: value, holders: holders).map { plan("map", $0) }
        default: return nil
        }
    }
}
