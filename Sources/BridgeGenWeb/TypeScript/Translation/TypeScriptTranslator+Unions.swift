import BridgeGenKit
import BridgeSpec

/// Unions: a discriminated union type, `({ format: "base64" } & Base64Photo) | …`, with a member for a
/// tag this version does not know where the page receives the union (a newer host may send one) or
/// the spec opens it; a decoder that reads the tag and then the case's object, and an encoder for a
/// union whose cases hold bytes.
extension TypeScriptTranslator {
    /// The union's type alias in `form`.
    mutating func translateUnionType(_ type: TypeSpec, _ union: UnionSpec, form: TypeForm, doc: String) {
        var members: [TypeScriptType] = union.cases.map { unionCase in
            .intersection([
                .object(
                    [.property(doc: [], key: .name(union.tag), isOptional: false, type: .stringLiteral(unionCase.tag))],
                    expanded: false),
                .name(spell(unionCase.type, form: form)),
            ])
        }
        let keepsUnknown = form == .typed ? !isClosedForThePage(type) : type.isOpen
        if keepsUnknown {
            imports.useType("JSONValue", from: .runtime)
            members.append(
                .intersection([
                    .object(
                        [
                            .property(
                                doc: [], key: .name(union.tag), isOptional: false,
                                type: .intersection([.name("string"), .object([], expanded: false)]))
                        ], expanded: false),
                    .object(
                        [.indexSignature(name: "key", key: .name("string"), value: .name("JSONValue"), isReadonly: false)],
                        expanded: false),
                ]))
        }
        let rule =
            keepsUnknown
            ? "Open: a case from a newer peer has any other `\(union.tag)`, the rest of its object as JSON."
            : "Closed: the page may send only these cases; the host refuses any other."
        declarations.append(
            .typeAlias(
                TypeScriptTypeAlias(
                    doc: [doc, "Tagged by the member `\(union.tag)`. " + rule], name: interfaceName(type.name, form: form),
                    type: .union(of: members))))
    }

    /// `decodeX(value, path)`: the tag, then the case's object; an unknown tag kept or refused as
    /// the type says.
    mutating func translateUnionDecoder(_ type: TypeSpec, _ union: UnionSpec) {
        imports.use("readUnion", from: .data)
        let cases = union.cases.map { unionCase in
            TypeScriptObjectMember.property(
                doc: [], key: .string(unionCase.tag), value: .identifier(decoderReference(unionCase.type)))
        }
        let read = TypeScriptExpression.call(
            .identifier("readUnion"),
            [
                .identifier("value"), .identifier("path"), .string(union.tag), .object(cases, expanded: false),
                .boolean(!isClosedForThePage(type)),
            ])
        let typed = spell(type.name, form: .typed)
        declarations.append(
            .function(
                TypeScriptFunction(
                    doc: [
                        "Checks `value` against `\(type.name)`: its `\(union.tag)`, then the object of the case it names. "
                            + "Throws a `BridgeDataError` naming the first mismatch's path, which starts with `path`."
                    ],
                    name: decoderName(type.name),
                    signature: TypeScriptSignature(
                        parameters: [
                            TypeScriptParameter(name: "value", type: .name("unknown")),
                            TypeScriptParameter(name: "path", type: nil, defaultValue: .string("value")),
                        ],
                        returnType: .name(typed)),
                    body: [.return(.cast(read, .name(typed)))])))
    }

    /// `encodeX(value)`: the case's encoder, the tag kept.
    mutating func translateUnionEncoder(_ type: TypeSpec, _ union: UnionSpec) {
        imports.use("writeUnion", from: .data)
        imports.useType("JSONForm", from: .data)
        let cases: [TypeScriptObjectMember] = union.cases.compactMap { unionCase in
            writer(for: .named(unionCase.type)).map { .property(doc: [], key: .string(unionCase.tag), value: $0) }
        }
        let written = spell(type.name, form: .initializer)
        declarations.append(
            .function(
                TypeScriptFunction(
                    doc: ["`value` in its JSON form, for the wire: its case's bytes as base64 text, its tag kept."],
                    name: encoderName(type.name),
                    signature: TypeScriptSignature(
                        parameters: [TypeScriptParameter(name: "value", type: .name(written))], returnType: .name("JSONForm")),
                    body: [
                        .return(
                            .call(
                                .identifier("writeUnion"),
                                [.identifier("value"), .string(union.tag), .object(cases, expanded: false)]))
                    ])))
    }
}
