import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// The JSON codec of an object type, written against the runtime's readers and writer: no
    /// Codable, no reflection. Unknown keys are ignored, so newer peers may add fields.
    func translateCodec(_ type: TypeSpec, fields: [FieldSpec]) -> ExtensionDeclaration {
        let writer = SwiftExpression.name("writer")
        let encode: CodeBlock = [
            .expression(
                .call(
                    writer.dot("object"), [],
                    trailingClosure: SwiftClosure(
                        parameters: [fields.isEmpty ? "_" : "writer"],
                        body: fields.map { field in
                            // Inside the closure, `writer` is the closure's.
                            let property = Self.reference(to: field, shadowedBy: "writer")
                            let key = SwiftArgument(.string(field.wireName))
                            guard field.travelsAsBlob else {
                                let name = field.isOptional ? "optionalField" : field.isNullable ? "nullableField" : "field"
                                // A plain key goes out as fixed text, comma and colon included, with no escaping to check.
                                guard let member = Self.plainMemberText(field.wireName) else {
                                    return .expression(writer.dot(name).call(key, SwiftArgument(property)))
                                }
                                return .expression(
                                    writer.dot(name).call(SwiftArgument("member", .string(member)), SwiftArgument(property)))
                            }
                            // A reference when the writer writes for a page that agreed to blobs, base64 otherwise.
                            let mimeType =
                                field.blobMimeTypeField.map { name in
                                    fields.first { $0.name == name }.map { Self.reference(to: $0, shadowedBy: "writer") }
                                        ?? .name(name)
                                } ?? .nilValue
                            return .expression(
                                writer.dot(
                                    field.isOptional ? "optionalBlobField" : field.isNullable ? "nullableBlobField" : "blobField"
                                )
                                .call(key, SwiftArgument(property), SwiftArgument("mimeType", mimeType)))
                        })))
        ]
        var members: [Declaration] = []
        if !fields.isEmpty {
            members.append(
                .property(
                    PropertyDeclaration(
                        docComment: "The members `init(reading:)` reads, in the order the type declares them.",
                        access: .fixed(.private), isStatic: true, name: Self.membersProperty, type: .named(RuntimeNames.members),
                        value: .stored(
                            .let,
                            initialValue: .dictionary(
                                fields.map { field in
                                    SwiftDictionaryEntry(
                                        .string(field.wireName), .implicitMember(field.isRequiredOnWire ? "required" : "optional")
                                    )
                                }, expanded: false)))))
        }
        members.append(.initializer(translateReading(type, fields: fields)))
        members.append(
            .function(
                FunctionDeclaration(
                    docComment: "Writes the JSON object.", attributes: [.generatedSPI], name: "encode",
                    parameters: [Parameter(label: "to", "writer", type: .inout("JSONWriter"))], body: encode)))
        return ExtensionDeclaration(
            extendedType: .named(type.name), conformances: [.named(RuntimeNames.codable)], members: members)
    }

    /// The static property that lists a type's members for its decoder.
    static let membersProperty = "jsonMembers"

    /// `,"key":`, the text the writer writes before the member's value, for a key it writes as it
    /// is: printable ASCII other than `"` and `\`, and other than `/`, which it escapes after `<`. Nil
    /// for any other key.
    static func plainMemberText(_ key: String) -> String? {
        let isPlain =
            !key.isEmpty
            && key.utf8.allSatisfy { byte in
                byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                    && byte != UInt8(ascii: "/")
            }
        return isPlain ? ",\"" + key + "\":" : nil
    }

    /// The type's one decoder, generic over the reader: the runtime's reader of the page's text
    /// and its reader of JSON values both drive it. It reads the object's members in one pass, each
    /// into a local that also says whether the member came, then sets the fields. Which reader
    /// gives up, and which says what is wrong and where, is the reader's business.
    private func translateReading(_ type: TypeSpec, fields: [FieldSpec]) -> InitializerDeclaration {
        let reader = SwiftExpression.name("reader")
        let readerType = SwiftType.named(GeneratedNames.readerParameter)
        let locals = fields.map(Self.readingLocal)
        var body: CodeBlock = zip(fields, locals).map { field, local in
            let valueType = SwiftTypeNames.name(of: field.type)
            let twice = !field.isRequiredOnWire || field.isNullable
            return .variable(.var, local, type: twice ? .optional(.optional(valueType)) : .optional(valueType), value: nil)
        }
        let nextKey = SwiftExpression.try(reader.dot("nextKey").call())
        let skip = SwiftStatement.expression(.try(reader.dot("skipUnknownMember").call()))
        if fields.isEmpty {
            body.append(.expression(.try(reader.dot("beginObject").call(SwiftArgument(.implicitMember("none"))))))
            body.append(.while([.expression(.binary(nextKey, .notEqual, .nilValue))], [skip]))
        } else {
            // By the type's name: `Self` would be a property's, should a field be named `Self`.
            body.append(
                .expression(.try(reader.dot("beginObject").call(SwiftArgument(.name(type.name).dot(Self.membersProperty))))))
            body.append(
                .while(
                    [.optionalBinding(["key"], nextKey)],
                    [
                        .switch(
                            .name("key"),
                            zip(fields, locals).map { field, local in
                                // Null is a value only of a nullable field (see Protocol/README.md, "Null").
                                let read =
                                    field.isNullable ? "readOptional" : field.isRequiredOnWire ? "readRequired" : "readIfPresent"
                                return SwiftSwitchCase(
                                    [.value(.string(field.wireName))],
                                    [
                                        .expression(
                                            .try(reader.dot(read).call(SwiftArgument("into", .prefix(.inout, .name(local))))))
                                    ])
                            } + [SwiftSwitchCase([], [skip])])
                    ]))
        }
        body += zip(fields, locals).map { field, local in
            let read = SwiftExpression.name(local)
            let value: SwiftExpression =
                if let defaultValue = field.defaultValue {
                    .binary(.binary(read, .nilCoalescing, .nilValue), .nilCoalescing, swiftLiteral(defaultValue, of: field.type))
                } else if field.isRequiredOnWire {
                    .try(reader.dot("present").call(SwiftArgument(read), SwiftArgument("key", .string(field.wireName))))
                } else {
                    .binary(read, .nilCoalescing, .nilValue)
                }
            if needsIndirection(field, of: type.name) {
                return .setSelf(Self.storageName(of: field), boxing(.parenthesized(value), field))
            }
            return .setSelf(SwiftNaming.name(of: field), value)
        }
        body += limitChecks(fields)
        return InitializerDeclaration(
            docComment: "Reads the JSON object from `reader`: straight from the page's text, or from JSON values.",
            attributes: [.generatedSPI],
            genericParameters: [GenericParameter(GeneratedNames.readerParameter, constraint: .named(RuntimeNames.reading))],
            parameters: [Parameter(label: "reading", "reader", type: .inout(readerType))],
            throwsClause: .typed(.member(readerType, "Failure")), body: body)
    }

    /// The local the decoder reads `field` into: `read` and the field's name, capitalized
    /// (`readMrz`) when it starts with a lower-case letter, after `_` otherwise (`read_Mrz`), so that
    /// no two fields' locals, nor `reader` or `key`, can be the same.
    static func readingLocal(_ field: FieldSpec) -> String {
        let name = SwiftNaming.name(of: field)
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return "read_" + name }
        return "read" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// How a method refers to `field`'s property: by its name, or through `self` where the name
    /// means something else there, being `self` or `local`.
    static func reference(to field: FieldSpec, shadowedBy local: String? = nil) -> SwiftExpression {
        let name = SwiftNaming.name(of: field)
        return name == "self" || name == local ? .selfMember(name) : .name(name)
    }

    /// An estimate of the encoded size of a type holding bytes, so a response carrying megabytes of
    /// base64 is written into one buffer allocated up front.
    func translateSizeHint(_ type: TypeSpec, fields: [FieldSpec]) -> ExtensionDeclaration {
        var terms: [SwiftExpression] = [.integer(64 * max(1, fields.count))]
        for field in fields {
            let name = Self.reference(to: field)
            let value = field.isOptionalInSwift ? name.optional : name
            // An optional's size is its value's, or nothing when it is absent.
            let orNothing = { (size: SwiftExpression) in
                field.isOptionalInSwift ? .parenthesized(.binary(size, .nilCoalescing, .integer(0))) : size
            }
            switch field.type {
            case .bytes:
                // Base64: four characters for every three bytes, rounded up.
                terms.append(
                    .binary(
                        .binary(.binary(orNothing(value.dot("count")), .add, .integer(2)), .divide, .integer(3)), .multiply,
                        .integer(4)))
            case .string:
                terms.append(orNothing(value.dot("utf8").dot("count")))
            case .named where SwiftTypeNames.containsBytes(field.type, in: spec):
                terms.append(orNothing(value.dot("estimatedJSONSize")))
            default:
                continue
            }
        }
        return Self.sizeHint(
            of: type, docComment: "An upper estimate of the encoded size in bytes, to size the output buffer once.",
            body: [.expression(terms.dropFirst().reduce(terms[0]) { .binary($0, .add, $1) })])
    }

    /// `extension Type { var estimatedJSONSize: Int { body } }`, for the generated code only: what the
    /// writer reads to size its buffer once for a value holding bytes.
    static func sizeHint(of type: TypeSpec, docComment: String, body: [SwiftStatement]) -> ExtensionDeclaration {
        ExtensionDeclaration(
            extendedType: .named(type.name),
            members: [
                .property(
                    PropertyDeclaration(
                        docComment: docComment, attributes: [.generatedSPI], name: "estimatedJSONSize", type: "Int",
                        value: .computed(body)))
            ])
    }
}
