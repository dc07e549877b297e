import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// A union as a Swift `enum`: a case per tag holding its case type's value, and `unknown` for a
    /// tag this version does not know, holding the whole object. Its codec is the runtime's
    /// (`BridgeTaggedUnion`); the generated part names the tags and reads and writes each case.
    func translateUnion(_ type: TypeSpec, _ union: UnionSpec) -> [Declaration] {
        let cases: [Declaration] = union.cases.map { unionCase in
            .enumCase(
                EnumCaseDeclaration(
                    docComment: DocComment.make(
                        unionCase.description, fallback: "A `\(unionCase.type)`, tagged `\(union.tag): \(unionCase.tag)`.",
                        source: "types.\(type.name).union.cases.\(unionCase.tag)"),
                    name: SwiftNaming.name(of: unionCase), associatedValues: [.init(type: .named(unionCase.type))]))
        }
        let unknown = EnumCaseDeclaration(
            docComment: "A tag this version does not know, from a newer peer: the tag and the whole object, tag included, "
                + "which encodes unchanged.",
            name: "unknown", associatedValues: [.init(label: "tag", type: "String"), .init(type: .named("JSONValue"))])
        let rule =
            type.isOpen
            ? "Open: a tag this version does not know is kept in `unknown`, both ways."
            : "Closed where the page sends it: the host refuses a tag it does not know. `unknown` holds one the page "
                + "receives from a newer host."
        var declarations: [Declaration] = [
            .mark(type.name),
            .enum(
                EnumDeclaration(
                    docComment: DocComment.make(
                        type.description, fallback: "The `\(type.name)` union.",
                        details: ["Tagged by the JSON member `\(union.tag)`. " + rule], source: "types.\(type.name)"),
                    name: type.name, conformances: ["Hashable", "Sendable"], members: cases + [.enumCase(unknown)])),
            .extension(translateUnionCodec(type, union)),
        ]
        if union.cases.contains(where: { SwiftTypeNames.containsBytes(.named($0.type), in: spec) }) {
            declarations.append(.extension(translateUnionSizeHint(type, union)))
        }
        return declarations
    }

    /// The union's conformance to `BridgeTaggedUnion`: its tag, its tags, and each case read and written.
    private func translateUnionCodec(_ type: TypeSpec, _ union: UnionSpec) -> ExtensionDeclaration {
        let staticLet = { (name: String, docComment: String, swiftType: SwiftType, value: SwiftExpression) in
            Declaration.property(
                PropertyDeclaration(
                    docComment: docComment, attributes: [.generatedSPI], isStatic: true, name: name, type: swiftType,
                    value: .stored(.let, initialValue: value)))
        }
        let reader = SwiftExpression.name("reader")
        let decodeCases: [SwiftSwitchCase] =
            union.cases.map { unionCase in
                SwiftSwitchCase(
                    [.value(.string(unionCase.tag))],
                    [
                        .return(
                            .implicitMember(SwiftNaming.name(of: unionCase)).call(
                                SwiftArgument(
                                    .try(
                                        .name(unionCase.type).call(
                                            SwiftArgument("reading", .prefix(.inout, reader)))))))
                    ])
            } + [SwiftSwitchCase([], [.return(.nilValue)])]
        let writer = SwiftExpression.name("writer")
        let encodeCases: [SwiftSwitchCase] =
            union.cases.map { unionCase in
                SwiftSwitchCase(
                    [.enumCase(SwiftNaming.name(of: unionCase), bindings: ["value"])],
                    [
                        .expression(
                            writer.dot("taggedObject").call(
                                SwiftArgument(.string(union.tag)), SwiftArgument(.string(unionCase.tag)),
                                SwiftArgument(.name("value"))))
                    ])
            } + [
                SwiftSwitchCase(
                    [.enumCase("unknown", bindings: ["_", "object"])],
                    [.expression(writer.dot("value").call(SwiftArgument(.name("object"))))])
            ]
        return ExtensionDeclaration(
            extendedType: .named(type.name), conformances: [.named(RuntimeNames.taggedUnion)],
            members: [
                staticLet("tagKey", "The JSON member that tells the cases apart.", "String", .string(union.tag)),
                staticLet(
                    "knownTags", "The tags this version knows, in spec order.", .array("String"),
                    .array(union.cases.map { .string($0.tag) }, expanded: false)),
                staticLet(
                    "keepsUnknownTags", "Whether a tag this version does not know is kept rather than refused.", "Bool",
                    .boolean(type.isOpen)),
                .function(
                    FunctionDeclaration(
                        docComment: "The case tagged `tag`, read from `reader`, which is at the whole object.",
                        attributes: [.generatedSPI], isStatic: true, name: "decodeCase",
                        parameters: [
                            Parameter(label: "_", "tag", type: "String"),
                            Parameter(label: "from", "reader", type: .inout("JSONValueReader")),
                        ],
                        throwsClause: .typed("BridgeDecodingError"), returnType: .optional(.named(type.name)),
                        body: [.switch(.name("tag"), decodeCases)])),
                .function(
                    FunctionDeclaration(
                        docComment: "Writes the case's object with its tag; an unknown case as it came.",
                        attributes: [.generatedSPI], name: "encode",
                        parameters: [Parameter(label: "to", "writer", type: .inout("JSONWriter"))],
                        body: [.switch(.selfValue, encodeCases)])),
            ])
    }

    /// The size estimate of a union holding bytes: its case's.
    private func translateUnionSizeHint(_ type: TypeSpec, _ union: UnionSpec) -> ExtensionDeclaration {
        let cases: [SwiftSwitchCase] =
            union.cases.map { unionCase in
                SwiftSwitchCase(
                    [.enumCase(SwiftNaming.name(of: unionCase), bindings: ["value"])],
                    [.return(.name("value").dot("estimatedJSONSize"))])
            } + [SwiftSwitchCase([.enumCase("unknown", bindings: ["_", "_"])], [.return(.integer(0))])]
        return Self.sizeHint(
            of: type, docComment: "An upper estimate of the encoded size in bytes: its case's.",
            body: [.switch(.selfValue, cases)])
    }
}
