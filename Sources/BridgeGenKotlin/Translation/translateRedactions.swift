import BridgeSpec

extension KotlinTranslator {
    /// Where each message's data holds sensitive values, for the runtime to keep them out of the
    /// host's history and its observer's copy of each message: a table per message type and
    /// `redaction(action, type)` over them. Nothing for a spec without sensitive fields, whose
    /// runtime default says none; an extension asks its base about what it does not declare.
    func translateRedactions(base: KotlinExpression?) -> [KotlinDeclaration] {
        let own = spec.own
        let tables: [(name: String, type: String, entries: [(String, SensitiveValues)])] = [
            (
                "requestRedactions", "request",
                own.actions.compactMap { action in spec.sensitiveValues(ofType: action.request).map { (action.id, $0) } }
            ),
            (
                "resultRedactions", "response",
                own.actions.compactMap { action in spec.sensitiveValues(ofType: action.result).map { (action.id, $0) } }
            ),
            (
                "eventRedactions", "event",
                own.events.compactMap { event in event.data.flatMap { spec.sensitiveValues(ofType: $0) }.map { (event.name, $0) }
                }
            ),
        ].filter { !$0.entries.isEmpty }
        guard !tables.isEmpty || base != nil else { return [] }
        let action = KotlinExpression.name("action"), type = KotlinExpression.name("type")
        let redaction = KotlinType.name("BridgeRedaction")
        let inherited = base.map { $0.dot("redaction").call(action, type) }
        let properties = tables.map { table -> KotlinDeclaration in
            .property(
                KotlinProperty(
                    doc: [], visibility: .private, name: table.name, type: .named("Map", [.name("String"), redaction]),
                    value: .initializer(
                        KotlinExpression.name("mapOf").call(
                            arguments: table.entries.map { .binary(.string($0.0), "to", Self.redaction(of: $0.1)) }))))
        }
        let branches = tables.map { table in
            let lookup = KotlinExpression.name(table.name).dot("get").call(action)
            return KotlinWhenBranch(
                [.name("BridgeMessage").dot(table.type.uppercased())], inherited.map { .binary(lookup, "?:", $0) } ?? lookup)
        }
        let function = KotlinFunction(
            doc: [], visibility: nil, modifiers: ["override"], name: "redaction",
            parameters: [
                KotlinParameter(name: "action", type: .name("String")), KotlinParameter(name: "type", type: .name("String")),
            ],
            returnType: redaction.orNull,
            body: .expression(
                branches.isEmpty ? inherited ?? .null : .when(subject: type, branches, fallback: inherited ?? .null)))
        return properties + [.function(function)]
    }

    /// The runtime's `BridgeRedaction` for `values`.
    private static func redaction(of values: SensitiveValues) -> KotlinExpression {
        let runtime = KotlinExpression.name("BridgeRedaction")
        switch values {
        case .value:
            return runtime.dot("Value")
        case .members(let members):
            return runtime.dot("members").call(
                arguments: members.map { .binary(.string($0.key), "to", redaction(of: $0.values)) })
        case .each(let inner):
            return runtime.dot("Each").call(redaction(of: inner))
        }
    }
}
