import BridgeGenKit
import BridgeSpec

/// A decoder per object type the page receives, `decodeX(value, path)`: it checks JSON against the
/// type, member by member, and gives the typed form (bytes as `Uint8Array`, defaults filled in). A
/// mismatch throws a `BridgeDataError` naming its path; nothing is cast.
///
/// Decoders are built from the readers in `data.ts`, so every type is read by the same few checks,
/// and tsc checks each decoder's object against its interface.
extension TypeScriptTranslator {
    /// The decoder's name: `decodeDocumentCaptureResult`.
    func decoderName(_ typeName: String) -> String { "decode\(typeName)" }

    /// A decoder for every object type the page receives (that the base does not decode already,
    /// for an extension), in spec order.
    mutating func translateDecoders() {
        for type in spec.types where writes(.decoder, of: type.name) {
            if let union = type.union { translateUnionDecoder(type, union) } else { translateDecoder(type) }
        }
    }

    private mutating func translateDecoder(_ type: TypeSpec) {
        let fields = type.fields
        var gives: [String] = []
        if fields.contains(where: { $0.type.contains(.bytes) }) { gives.append("its bytes decoded from base64") }
        if fields.contains(where: { $0.defaultValue != nil }) { gives.append("absent defaults filled in") }
        let doc =
            "Checks `value` against `\(type.name)` and gives its typed form"
            + (gives.isEmpty ? "." : ", \(gives.joined(separator: " and ")).")
            + " Throws a `BridgeDataError` naming the first mismatch's path, which starts with `path`."
        let typed = spell(type.name, form: .typed)
        imports.use("readObject", from: .data)
        let read = TypeScriptExpression.call(.identifier("readObject"), [.identifier("value"), .identifier("path")])
        var body: [TypeScriptStatement]
        if fields.isEmpty {
            body = [.expression(read), .return(.object([], expanded: false))]
        } else {
            body = [.constant(name: "json", type: nil, value: read)]
            let optional = fields.filter(\.isOptional)
            var required: [TypeScriptObjectMember] = []
            for field in fields where !field.isOptional {
                required.append(.property(doc: [], key: .name(field.wireName), value: readCall(field)))
            }
            let object = TypeScriptExpression.object(required, expanded: true)
            if optional.isEmpty {
                body.append(.return(object))
            } else {
                body.append(.constant(name: "decoded", type: .name(typed), value: object))
                imports.use("isGiven", from: .data)
                for field in optional {
                    // Null is a value only of a nullable field: a present null is read, and refused otherwise.
                    let present = TypeScriptExpression.call(
                        .identifier("isGiven"), [.element(.identifier("json"), .string(field.wireName))])
                    body.append(.if(present, [.assignment(.member(.identifier("decoded"), field.wireName), readCall(field))]))
                }
                body.append(.return(.identifier("decoded")))
            }
        }
        declarations.append(
            .function(
                TypeScriptFunction(
                    doc: [doc], name: decoderName(type.name),
                    signature: TypeScriptSignature(
                        parameters: [
                            TypeScriptParameter(name: "value", type: .name("unknown")),
                            TypeScriptParameter(name: "path", type: nil, defaultValue: .string("value")),
                        ],
                        returnType: .name(typed)),
                    body: body)))
    }

    /// Reads `field` from `json`: `readMember(json, "width", path, readInteger)`, or with its default,
    /// `readMemberOr(json, "mimeType", path, readString, "image/jpeg")`.
    private mutating func readCall(_ field: FieldSpec) -> TypeScriptExpression {
        var read = reader(for: field.type)
        if field.isNullable {
            imports.use("nullableReader", from: .data)
            read = .call(.identifier("nullableReader"), [read])
        }
        let arguments: [TypeScriptExpression] = [.identifier("json"), .string(field.wireName), .identifier("path"), read]
        guard let value = field.defaultValue else {
            imports.use("readMember", from: .data)
            return .call(.identifier("readMember"), arguments)
        }
        imports.use("readMemberOr", from: .data)
        return .call(.identifier("readMemberOr"), arguments + [.literal(value)])
    }

    /// The reader of a value of `type`: `readInteger`, `arrayReader(readString)`, `decodeNFCReadResult`.
    /// Values of open sets (enum types, statuses…) are read as strings: a newer peer may add values.
    mutating func reader(for type: TypeReference) -> TypeScriptExpression {
        let name: String
        switch type {
        case .string: name = "readString"
        case .integer: name = "readInteger"
        case .number: name = "readNumber"
        case .boolean: name = "readBoolean"
        case .bytes: name = "readBytes"
        case .json: name = "readJSON"
        case .array(let element):
            let inner = reader(for: element)
            imports.use("arrayReader", from: .data)
            return .call(.identifier("arrayReader"), [inner])
        case .map(let value):
            let inner = reader(for: value)
            imports.use("mapReader", from: .data)
            return .call(.identifier("mapReader"), [inner])
        case .named(let typeName):
            if spec.type(named: typeName)?.isObjectOrUnion == true { return .identifier(decoderReference(typeName)) }
            // A closed set read where its own layer never reads it (an extension receiving a base
            // enum the base's page only sends): only its values fit its type.
            if let type = spec.type(named: typeName), isClosedForThePage(type) {
                imports.use("knownValueReader", from: .data)
                return .call(.identifier("knownValueReader"), [.asConst(.array(type.values.map { .string($0.value) }))])
            }
            name = "readString"
        }
        imports.use(name, from: .data)
        return .identifier(name)
    }
}

extension TypeScriptExpression {
    /// A default value of the spec as a literal.
    static func literal(_ value: DefaultValue) -> TypeScriptExpression {
        switch value {
        case .string(let text), .enumValue(let text): .string(text)
        case .integer(let number): .integer(number)
        case .number(let number): .number(number)
        case .boolean(let flag): .boolean(flag)
        }
    }
}
