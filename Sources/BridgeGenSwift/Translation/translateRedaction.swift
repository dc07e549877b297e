import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// Where each message's data holds sensitive values, for the runtime to keep them out of the
    /// host's history, problem reports and logs: nothing when the spec has no sensitive field.
    func translateRedactions() -> [Declaration] {
        let tables: [(name: String, entries: [(String, SwiftExpression)])] = [
            (
                "requestRedactions",
                own.actions.compactMap { action in sensitiveValues(ofType: action.request).map { (action.id, $0) } }
            ),
            (
                "resultRedactions",
                own.actions.compactMap { action in sensitiveValues(ofType: action.result).map { (action.id, $0) } }
            ),
            (
                "eventRedactions",
                own.events.compactMap { event in event.data.flatMap { sensitiveValues(ofType: $0) }.map { (event.name, $0) } }
            ),
        ]
        guard tables.contains(where: { !$0.entries.isEmpty }) else { return [] }
        let redactionType = SwiftType.named("BridgeRedaction")
        let properties: [Declaration] = tables.map { table in
            .property(
                PropertyDeclaration(
                    docComment: "Where the data holds sensitive values, by action or event.", access: .fixed(.private),
                    isStatic: true, name: table.name, type: .dictionary("String", redactionType),
                    value: .stored(
                        .let,
                        initialValue: .dictionary(
                            table.entries.map { SwiftDictionaryEntry(.string($0.0), $0.1) }, expanded: !table.entries.isEmpty))))
        }
        let lookup = { (table: String) in SwiftStatement.return(.name(table).subscripted(SwiftArgument(.name("action")))) }
        return properties + [
            .function(
                FunctionDeclaration(
                    docComment: "Where the data of a message about `action` holds sensitive values; nil when it holds none.",
                    attributes: [.generatedSPI], isStatic: true, name: "redaction",
                    parameters: [
                        Parameter(label: "ofDataOf", "action", type: "String"),
                        Parameter(label: "in", "kind", type: "BridgeMessageKind"),
                    ],
                    returnType: .optional(redactionType),
                    body: [
                        .switch(
                            .name("kind"),
                            [
                                SwiftSwitchCase([.enumCase("request", bindings: [])], [lookup("requestRedactions")]),
                                SwiftSwitchCase([.enumCase("response", bindings: [])], [lookup("resultRedactions")]),
                                SwiftSwitchCase([.enumCase("event", bindings: [])], [lookup("eventRedactions")]),
                                SwiftSwitchCase(
                                    [.enumCase("update", bindings: []), .enumCase("cancel", bindings: [])], [.return(.nilValue)]),
                            ])
                    ]))
        ]
    }

    /// `.members([...])` for an object type with sensitive values somewhere in it; nil for one
    /// without.
    func sensitiveValues(ofType name: String) -> SwiftExpression? {
        spec.sensitiveValues(ofType: name).map(Self.redaction(of:))
    }

    private static func redaction(of values: SensitiveValues) -> SwiftExpression {
        switch values {
        case .value:
            .implicitMember("value")
        case .members(let members):
            SwiftExpression.implicitMember("members").call(
                SwiftArgument(
                    .dictionary(members.map { SwiftDictionaryEntry(.string($0.key), redaction(of: $0.values)) }, expanded: false))
            )
        case .each(let inner):
            SwiftExpression.implicitMember("each").call(SwiftArgument(redaction(of: inner)))
        }
    }

    /// For a type with sensitive fields: a mirror, `description` and `debugDescription` that show
    /// each sensitive value as `<redacted>`, so printing, `dump` and string interpolation leave it out.
    func translateRedactedDescription(_ type: TypeSpec, fields: [FieldSpec]) -> ExtensionDeclaration? {
        guard fields.contains(where: \.isSensitive) else { return nil }
        let runtime = SwiftExpression.name("BridgeRedaction")
        let children = fields.map { field in
            SwiftDictionaryEntry(
                .string(SwiftNaming.name(of: field)),
                field.isSensitive
                    ? runtime.dot("redactedValue")
                    : runtime.dot("shown").call(SwiftArgument(Self.reference(to: field))))
        }
        let mirror = SwiftExpression.name("Mirror").call(
            SwiftArgument(.selfValue), SwiftArgument("children", .dictionary(children, expanded: true)),
            SwiftArgument("displayStyle", .implicitMember("struct")))
        return ExtensionDeclaration(
            extendedType: .named(type.name),
            conformances: ["CustomStringConvertible", "CustomDebugStringConvertible", "CustomReflectable"],
            members: [
                .property(
                    PropertyDeclaration(
                        docComment: "The value with its sensitive fields as `<redacted>`.", name: "description", type: "String",
                        value: .computed([.expression(runtime.dot("describe").call(SwiftArgument(.name("customMirror"))))]))),
                .property(
                    PropertyDeclaration(
                        docComment: "The value with its sensitive fields as `<redacted>`.", name: "debugDescription",
                        type: "String",
                        value: .computed([.expression(.name("description"))]))),
                .property(
                    PropertyDeclaration(
                        docComment: "The fields, with each sensitive value as `<redacted>`.", name: "customMirror",
                        type: "Mirror",
                        value: .computed([.expression(mirror)]))),
            ])
    }
}
