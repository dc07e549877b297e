import BridgeSpec

extension SwiftTranslator {
    /// The JSON codec of an object type, written against the runtime's reader and writer: no Codable,
    /// no reflection. Unknown keys are ignored, so newer peers may add fields.
    func translateCodec(_ type: TypeSpec, fields: [FieldSpec]) -> ExtensionDeclaration {
        let decode: CodeBlock = fields.isEmpty
            ? [.line("_ = try JSONObjectReader(json, path: path)")]
            : [.line("let object = try JSONObjectReader(json, path: path)")] + fields.map { field in
                let key = SwiftLiteral.string(field.wireName)
                let read = if let defaultValue = field.defaultValue {
                    "object.value(\(key), default: \(swiftLiteral(defaultValue, of: field.type)))"
                } else if field.isOptional {
                    "object.optional(\(key))"
                } else {
                    "object.required(\(key))"
                }
                if needsIndirection(field, of: type.name) {
                    return .line("self.\(Self.storageName(of: field)) = try \(boxing(read, field))")
                }
                return .line("self.\(field.name) = try \(read)")
            }
        let encode: CodeBlock = [
            .block(opening: fields.isEmpty ? "writer.object { _ in" : "writer.object { writer in", body: fields.map { field in
                let method = field.isOptional ? "optionalField" : "field"
                return .line("writer.\(method)(\(SwiftLiteral.string(field.wireName)), \(SwiftNaming.escapedIfKeyword(field.name)))")
            }),
        ]
        return ExtensionDeclaration(
            extendedType: type.name, conformances: [RuntimeNames.codable],
            members: [
                .initializer(InitializerDeclaration(
                    docComment: "Decodes the JSON object `json`; `path` says where it sits in the message, for errors.",
                    parameters: [Parameter("json", type: "JSONValue"), Parameter("path", type: "JSONPath")],
                    throwsClause: .typed("BridgeDecodingError"), body: decode)),
                .function(FunctionDeclaration(
                    docComment: "Writes the JSON object.", name: "encode",
                    parameters: [Parameter(label: "to", "writer", type: "inout JSONWriter")], body: encode)),
            ])
    }

    /// An estimate of the encoded size of a type holding bytes, so a response carrying megabytes of
    /// base64 is written into one buffer allocated up front.
    func translateSizeHint(_ type: TypeSpec, fields: [FieldSpec]) -> ExtensionDeclaration {
        var terms = [String(64 * max(1, fields.count))]
        for field in fields {
            let name = SwiftNaming.escapedIfKeyword(field.name)
            let value = field.isOptional ? "\(name)?" : name
            switch field.type {
            case .bytes:
                terms.append(field.isOptional ? "((\(value).count ?? 0) + 2) / 3 * 4" : "(\(name).count + 2) / 3 * 4")
            case .string:
                terms.append(field.isOptional ? "(\(value).utf8.count ?? 0)" : "\(name).utf8.count")
            case .named where SwiftTypeNames.containsBytes(field.type, in: spec):
                terms.append(field.isOptional ? "(\(value).estimatedJSONSize ?? 0)" : "\(name).estimatedJSONSize")
            default:
                continue
            }
        }
        return ExtensionDeclaration(
            extendedType: type.name, conformances: [RuntimeNames.sizeHinting],
            members: [.property(PropertyDeclaration(
                docComment: "An upper estimate of the encoded size in bytes, to size the output buffer once.",
                name: "estimatedJSONSize", type: "Int", value: .computed([.line(SourceLayout.sum(terms))])))])
    }
}
