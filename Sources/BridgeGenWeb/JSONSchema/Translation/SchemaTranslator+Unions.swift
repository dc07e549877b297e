import BridgeSpec

/// Unions: a `oneOf` with a branch per case, its case type's object with the tag a `const`, and,
/// unless only the page sends the union and the spec does not open it, a last branch for a tag no
/// case has (see `Protocol/README.md`, "Closed and open values").
extension SchemaTranslator {
    /// The schema of the union `type`.
    func unionSchema(_ type: TypeSpec, _ union: UnionSpec) -> SchemaValue {
        let tag = union.tag
        var branches: [SchemaValue] = union.cases.map { unionCase in
            .members([
                "description": .text(unionCase.description),
                "allOf": .array([typeRef(unionCase.type)]),
                "required": .array([.string(tag)]),
                "properties": .object([(key: tag, value: SchemaValue.object([(key: "const", value: .string(unionCase.tag))]))]),
            ])
        }
        if !closedEnums.contains(type.name) {
            let known = SchemaValue.array(union.cases.map { .string($0.tag) })
            let otherTag: SchemaValue = ["type": "string", "not": ["enum": known]]
            branches.append([
                "description": "A case this version does not declare, from a newer peer.",
                "type": "object",
                "required": .array([.string(tag)]),
                "properties": .object([(key: tag, value: otherTag)]),
            ])
        }
        return .members([
            "description": .text(type.description),
            "type": "object",
            "oneOf": .array(branches),
        ])
    }
}
