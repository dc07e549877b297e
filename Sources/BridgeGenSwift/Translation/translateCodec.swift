import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// The JSON codec of an object type, written against the runtime's readers and writer: no
    /// Codable, no reflection. Unknown keys are ignored, so newer peers may add fields.
    func translateCodec(_ type: TypeSpec, fields: [FieldSpec]) -> ExtensionDeclaration {
        let encode: CodeBlock = [
            .block(opening: fields.isEmpty ? "writer.object { _ in" : "writer.object { writer in", body: fields.map { field in
                // Inside the closure, `writer` is the closure's.
                let property = Self.reference(to: field, shadowedBy: "writer")
                let value = "\(SwiftLiteral.string(field.wireName)), \(property)"
                guard field.travelsAsBlob else {
                    let name = field.isOptional ? "optionalField" : "field"
                    // A plain key goes out as fixed text, comma and colon included, with no escaping to check.
                    guard let member = Self.plainMemberLiteral(field.wireName) else { return .line("writer.\(name)(\(value))") }
                    return .line("writer.\(name)(member: \(member), \(property))")
                }
                // A reference when the writer writes for a page that agreed to blobs, base64 otherwise.
                let mimeType = field.blobMimeTypeField.map { name in
                    fields.first { $0.name == name }.map { Self.reference(to: $0, shadowedBy: "writer") } ?? name
                } ?? "nil"
                return .line("writer.\(field.isOptional ? "optionalBlobField" : "blobField")(\(value), mimeType: \(mimeType))")
            }),
        ]
        var members: [Declaration] = []
        if !fields.isEmpty {
            members.append(.property(PropertyDeclaration(
                docComment: "The members `init(reading:)` reads, in the order the type declares them.",
                access: .fixed(.private), isStatic: true, name: Self.membersProperty, type: RuntimeNames.members,
                value: .stored(.let, initialValue: SourceLayout.arrayLiteral(fields.map { field in
                    "\(SwiftLiteral.string(field.wireName)): .\(field.isRequiredOnWire ? "required" : "optional")"
                })))))
        }
        members.append(.initializer(translateReading(type, fields: fields)))
        members.append(.function(FunctionDeclaration(
            docComment: "Writes the JSON object.", attributes: [.generatedSPI], name: "encode",
            parameters: [Parameter(label: "to", "writer", type: "inout JSONWriter")], body: encode)))
        return ExtensionDeclaration(extendedType: type.name, conformances: [RuntimeNames.codable], members: members)
    }

    /// The static property that lists a type's members for its decoder.
    static let membersProperty = "jsonMembers"

    /// The Swift literal of `,"key":` for a key the writer writes as it is: printable ASCII other
    /// than `"` and `\`, and other than `/`, which it escapes after `<`. Nil for any other key.
    static func plainMemberLiteral(_ key: String) -> String? {
        let isPlain = !key.isEmpty && key.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "/")
        }
        return isPlain ? "\",\\\"" + key + "\\\":\"" : nil
    }

    /// The type's one decoder, generic over the reader: the runtime's reader of the page's text
    /// and its reader of JSON values both drive it. It reads the object's members in one pass, each
    /// into a local that also says whether the member came, then sets the fields. Which reader
    /// gives up, and which says what is wrong and where, is the reader's business.
    private func translateReading(_ type: TypeSpec, fields: [FieldSpec]) -> InitializerDeclaration {
        let locals = fields.map(Self.readingLocal)
        var body: CodeBlock = zip(fields, locals).map { field, local in
            let valueType = SwiftTypeNames.name(of: field.type)
            return .line("var \(local): \(valueType)\(field.isRequiredOnWire ? "?" : "??")")
        }
        if fields.isEmpty {
            body.append(.line("try reader.beginObject(.none)"))
            body.append(.block(opening: "while try reader.nextKey() != nil {", body: [.line("try reader.skipUnknownMember()")]))
        } else {
            // By the type's name: `Self` would be a property's, should a field be named `Self`.
            body.append(.line("try reader.beginObject(\(type.name).\(Self.membersProperty))"))
            body.append(.block(opening: "while let key = try reader.nextKey() {", body: [
                .switch(subject: "key", cases: zip(fields, locals).map { field, local in
                    let read = field.isRequiredOnWire ? "readRequired" : "readOptional"
                    return CodeClause("case \(SwiftLiteral.string(field.wireName))", [.line("try reader.\(read)(into: &\(local))")])
                } + [CodeClause("default", [.line("try reader.skipUnknownMember()")])]),
            ]))
        }
        body += zip(fields, locals).map { field, local in
            let value = if let defaultValue = field.defaultValue {
                "(\(local) ?? nil) ?? \(swiftLiteral(defaultValue, of: field.type))"
            } else if field.isRequiredOnWire {
                "try reader.present(\(local), key: \(SwiftLiteral.string(field.wireName)))"
            } else {
                "\(local) ?? nil"
            }
            if needsIndirection(field, of: type.name) {
                return .line("self.\(Self.storageName(of: field)) = \(boxing("(\(value))", field))")
            }
            return .line("self.\(SwiftNaming.member(SwiftNaming.name(of: field))) = \(value)")
        }
        return InitializerDeclaration(
            docComment: "Reads the JSON object from `reader`: straight from the page's text, or from JSON values.",
            attributes: [.generatedSPI], genericParameters: [GenericParameter(GeneratedNames.readerParameter, constraint: RuntimeNames.reading)],
            parameters: [Parameter(label: "reading", "reader", type: "inout \(GeneratedNames.readerParameter)")],
            throwsClause: .typed("\(GeneratedNames.readerParameter).Failure"), body: body)
    }

    /// The local the decoder reads `field` into: `read` and the field's name, capitalized
    /// (`readMrz`) when it starts with a lower-case letter, after `_` otherwise (`read_Mrz`), so that
    /// no two fields' locals, nor `reader` or `key`, can be the same.
    static func readingLocal(_ field: FieldSpec) -> String {
        let name = SwiftNaming.name(of: field)
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return "read_" + name }
        return "read" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// How a method refers to `field`'s property: by its name, in backticks if it is a keyword, or
    /// through `self` where the name means something else there, being `self` or `local`.
    static func reference(to field: FieldSpec, shadowedBy local: String? = nil) -> String {
        let name = SwiftNaming.name(of: field)
        return name == "self" || name == local ? "self." + SwiftNaming.member(name) : SwiftNaming.escapedIfKeyword(name)
    }

    /// An estimate of the encoded size of a type holding bytes, so a response carrying megabytes of
    /// base64 is written into one buffer allocated up front.
    func translateSizeHint(_ type: TypeSpec, fields: [FieldSpec]) -> ExtensionDeclaration {
        var terms = [String(64 * max(1, fields.count))]
        for field in fields {
            let name = Self.reference(to: field)
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
            extendedType: type.name,
            members: [.property(PropertyDeclaration(
                docComment: "An upper estimate of the encoded size in bytes, to size the output buffer once.",
                attributes: [.generatedSPI], name: "estimatedJSONSize", type: "Int", value: .computed([.line(SourceLayout.sum(terms))])))])
    }
}
