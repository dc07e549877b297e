import BridgeGenKit
import BridgeSpec

/// An encoder per object type the page sends with bytes inside, `encodeX(value)`: a copy of the value
/// in which bytes are base64 text, all the way down. Types without bytes go on the wire as they are.
extension TypeScriptTranslator {
    /// The encoder's name: `encodePrintRequest`.
    func encoderName(_ typeName: String) -> String { "encode\(typeName)" }

    /// An encoder for every object type that needs one (and that the base does not encode already,
    /// for an extension), in spec order.
    mutating func translateEncoders() {
        for type in spec.types where writes(.encoder, of: type.name) {
            if let union = type.union { translateUnionEncoder(type, union) } else { translateEncoder(type) }
        }
    }

    private mutating func translateEncoder(_ type: TypeSpec) {
        imports.useType("JSONForm", from: .data)
        let written = spell(type.name, form: .initializer)
        let json = TypeScriptExpression.identifier("json"), value = TypeScriptExpression.identifier("value")
        var body: [TypeScriptStatement] = [
            .constant(name: "json", type: .name("JSONForm"), value: .object([.spread(value)], expanded: false))
        ]
        for field in type.fields {
            guard let write = writer(for: field.type) else { continue }
            let member = TypeScriptExpression.member(value, field.wireName)
            let assignment = TypeScriptStatement.assignment(.element(json, .string(field.wireName)), .call(write, [member]))
            var given: [TypeScriptExpression] = []
            if !field.isRequiredOnWire { given.append(.binary(member, .strictNotEqual, .identifier("undefined"))) }
            if field.isNullable { given.append(.binary(member, .strictNotEqual, .identifier("null"))) }
            guard let first = given.first else {
                body.append(assignment)
                continue
            }
            body.append(.if(given.dropFirst().reduce(first) { .binary($0, .and, $1) }, [assignment]))
        }
        body.append(.return(json))
        declarations.append(
            .function(
                TypeScriptFunction(
                    doc: ["`value` in its JSON form, for the wire: its bytes as base64 text."], name: encoderName(type.name),
                    signature: TypeScriptSignature(
                        parameters: [TypeScriptParameter(name: "value", type: .name(written))], returnType: .name("JSONForm")),
                    body: body)))
    }

    /// The writer of a value of `type` that holds bytes: `encodeBase64`, `arrayWriter(encodeBase64)`,
    /// `encodePrintRequest`. Nil when the value goes on the wire as it is.
    mutating func writer(for type: TypeReference) -> TypeScriptExpression? {
        switch type {
        case .bytes:
            imports.use("encodeBase64", from: .data)
            return .identifier("encodeBase64")
        case .array(let element):
            guard let inner = writer(for: element) else { return nil }
            imports.use("arrayWriter", from: .data)
            return .call(.identifier("arrayWriter"), [inner])
        case .map(let value):
            guard let inner = writer(for: value) else { return nil }
            imports.use("mapWriter", from: .data)
            return .call(.identifier("mapWriter"), [inner])
        case .named(let name):
            return flow.needsEncoder(name) ? .identifier(encoderReference(name)) : nil
        case .string, .integer, .number, .boolean, .json:
            return nil
        }
    }
}
