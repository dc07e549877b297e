import BridgeSpec

/// The names a union's sealed class gives its subclasses, and those its code uses besides.
enum KotlinUnionNames {
    /// The subclass of tags this version does not know.
    static let unknown = "Unknown"
    /// The names the sealed class's code refers to, which no case's subclass may hide, and its
    /// companion object's (`Companion`).
    static let used = [unknown] + KotlinReservedNames.types.sorted()

    /// The subclass of a case: its Kotlin name, capitalized (`svg-path` → `SvgPath`).
    static func subclass(_ unionCase: UnionCaseSpec) -> String {
        KotlinNaming.capitalized(KotlinNaming.name(of: unionCase))
    }
}

extension KotlinTranslator {
    /// A union: a sealed class with a data class per tag holding its case type's value, and
    /// `Unknown(tag, json)` keeping the whole object of a tag this version does not know, so it
    /// writes back unchanged. Decoding reads the tag and then the case's type from the same object;
    /// a closed union refuses an unknown tag with its path and the tags it could be.
    func unionType(_ type: TypeSpec, _ union: UnionSpec) -> KotlinDeclaration {
        let writer = KotlinExpression.name("writer")
        let encodeParameters = [KotlinParameter(name: "writer", type: .name("JsonWriter"))]
        func encoder(_ body: KotlinExpression) -> KotlinDeclaration {
            .function(
                KotlinFunction(
                    doc: [], visibility: nil, modifiers: ["override"], name: "encode", parameters: encodeParameters,
                    returnType: nil, body: .expression(body)))
        }
        let cases: [KotlinDeclaration] = union.cases.map { unionCase in
            .type(
                KotlinClass(
                    doc: doc(
                        unionCase.description ?? "A `\(unionCase.type)`, tagged `\(union.tag): \(unionCase.tag)`.",
                        "types.\(type.name).union.cases.\(unionCase.tag)"),
                    visibility: visibility, modifiers: ["data"], kind: .class, name: KotlinUnionNames.subclass(unionCase),
                    constructor: [
                        KotlinParameter(
                            doc: ["The case's value."], visibility: visibility, isProperty: true, name: "value",
                            type: .name(unionCase.type))
                    ],
                    supertypes: [KotlinSupertype(.name(type.name), arguments: [])],
                    members: [
                        encoder(
                            writer.dot("taggedObject").call(
                                [.string(union.tag), .string(unionCase.tag)], [],
                                [.call(KotlinExpression.name("value").dot("encode").call(.name("it")))]))
                    ]))
        }
        let unknown = KotlinDeclaration.type(
            KotlinClass(
                doc: [
                    "A tag this version does not know, from a newer peer: the tag and the whole object, tag included, "
                        + "which encodes unchanged."
                ],
                visibility: visibility, modifiers: ["data"], kind: .class, name: KotlinUnionNames.unknown,
                constructor: [
                    KotlinParameter(
                        doc: ["The tag."], visibility: visibility, isProperty: true, name: "tag", type: .name("String")),
                    KotlinParameter(
                        doc: ["The whole object, its tag `\(union.tag)` included."], visibility: visibility, isProperty: true,
                        name: "json", type: .name("JsonObject")),
                ],
                supertypes: [KotlinSupertype(.name(type.name), arguments: [])],
                members: [encoder(writer.dot("value").call(.name("json")))]))
        let members = KotlinExpression.name("members"), path = KotlinExpression.name("path")
        let tag = KotlinExpression.name("tag")
        let refusal = KotlinExpression.throwing(
            .decoding(
                "unknownTag", tag, KotlinExpression.name("listOf").call(arguments: union.cases.map { .string($0.tag) }),
                .string(union.tag), path))
        let decode = KotlinFunction(
            doc: [
                "Reads a `\(type.name)` from [value], found at [path], by its tag `\(union.tag)`.",
                "@throws BridgeDecodingException when it is not one"
                    + (type.isOpen ? "." : ", or its tag is not one the spec lists."),
            ],
            annotations: ["@JvmStatic"], visibility: visibility, name: "decode",
            parameters: [
                KotlinParameter(name: "value", type: .name("JsonValue").orNull),
                KotlinParameter(name: "path", type: .name("String")),
            ],
            returnType: .name(type.name),
            body: .block([
                .value("members", nil, .decoding("objectValue", .name("value"), path)),
                .value("tag", nil, .decoding("tag", members, .string(union.tag), path)),
                .returning(
                    .when(
                        subject: tag,
                        union.cases.map { unionCase in
                            KotlinWhenBranch(
                                [.string(unionCase.tag)],
                                KotlinExpression.name(KotlinUnionNames.subclass(unionCase)).call(
                                    KotlinExpression.name(unionCase.type).dot("decode").call(members, path)))
                        },
                        fallback: type.isOpen ? KotlinExpression.name(KotlinUnionNames.unknown).call(tag, members) : refusal)),
            ]))
        let openness =
            type.isOpen
            ? "Open: a tag this version does not know is kept in [Unknown], both ways."
            : "Closed where the page sends it: the host refuses a tag it does not know. [Unknown] holds one the page "
                + "receives from a newer host."
        return .type(
            KotlinClass(
                doc: doc(type.description, "types.\(type.name)")
                    + ["Tagged by the JSON member `\(union.tag)`, a subclass per tag. " + openness],
                visibility: visibility, modifiers: ["sealed"], kind: .class, name: type.name,
                members: [
                    .function(
                        KotlinFunction(
                            doc: ["Writes the case's object with its tag `\(union.tag)` to [writer]; [Unknown] as it came."],
                            visibility: visibility, modifiers: ["abstract"], name: "encode", parameters: encodeParameters,
                            returnType: nil, body: .none))
                ] + cases + [unknown]
                    + [
                        .type(
                            KotlinClass(
                                doc: ["Reads `\(type.name)` from JSON."], visibility: visibility, kind: .companionObject,
                                name: "",
                                members: [.function(decode)]))
                    ]))
    }
}
