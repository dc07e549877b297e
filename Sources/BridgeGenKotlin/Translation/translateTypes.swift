import BridgeSpec

extension KotlinTranslator {
    /// Every type the spec (or the extension) declares: data classes for objects, enum classes for
    /// closed sets, value classes for open ones; and in a protocol, its own open sets.
    func translateTypes() -> [KotlinDeclaration] {
        spec.own.types.map { type in
            switch type.kind {
            case .object(let fields): objectType(type, fields)
            case .enumeration(let values):
                type.isOpen
                    ? openValue(type.name, values, doc: doc(type.description, "types.\(type.name)")) : closedValue(type, values)
            case .union(let union): unionType(type, union)
            }
        }
    }

    private func objectType(_ type: TypeSpec, _ fields: [FieldSpec]) -> KotlinDeclaration {
        let getters = Self.jvmGetters(fields.map(KotlinNaming.name(of:)))
        let parameters = fields.enumerated().map { index, field in
            KotlinParameter(
                doc: doc(field.description, "types.\(type.name).fields.\(field.name)"), visibility: visibility, isProperty: true,
                name: KotlinNaming.name(of: field), type: mapping.type(of: field),
                defaultValue: field.defaultValue.map { mapping.literal($0, of: field) }
                    ?? (field.isOptionalInSwift ? .null : nil),
                jvmGetter: getters[index]
            )
        }
        let companion = KotlinClass(
            doc: ["Reads and writes `\(type.name)` as JSON."], visibility: visibility, kind: .companionObject, name: "",
            members: [.function(decoder(type, fields))]
                + (mapping.textReadable.contains(type.name) ? textReader(type, fields) : []))
        return .type(
            KotlinClass(
                doc: doc(type.description, "types.\(type.name)"), visibility: visibility,
                modifiers: fields.isEmpty ? [] : ["data"],
                kind: .class, name: type.name, constructor: parameters,
                members: [.function(encoder(type, fields))] + [redactedText(type, fields)].compactMap { $0 }.map { .function($0) }
                    + [.type(companion)]))
    }

    /// For a type with `sensitive` fields, the data class's `toString` with their values written
    /// `<redacted>`, so that a log of the request shows none; nil for a type without, whose
    /// generated `toString` shows everything. A sensitive field's own type prints itself, redacted
    /// in the same way where it has sensitive fields.
    private func redactedText(_ type: TypeSpec, _ fields: [FieldSpec]) -> KotlinFunction? {
        guard fields.contains(where: \.isSensitive) else { return nil }
        let members = fields.map { field -> KotlinExpression in
            let label = KotlinNaming.name(of: field) + "="
            return field.isSensitive
                ? .string(label + "<redacted>")
                : .binary(.string(label), "+", KotlinExpression.this.dot(KotlinNaming.name(of: field)))
        }
        return KotlinFunction(
            doc: ["Every field but the sensitive ones, which read `<redacted>`: the value stays out of logs."],
            visibility: nil, modifiers: ["override"], name: "toString", parameters: [], returnType: .name("String"),
            body: .expression(
                KotlinExpression.name("listOf").call(arguments: members).dot("joinToString").call(
                    .string(", "), .string("\(type.name)("), .string(")"))))
    }

    /// The JVM getter name each property needs besides the default, by position: properties whose
    /// names differ only in their first letter's case (`Data`, `data`) would both compile to
    /// `getData`, which the JVM refuses; the later ones get `getData$1`, `getData$2`, names no
    /// Kotlin property's getter has (`$` is in no spec name). Kotlin callers see the names unchanged.
    static func jvmGetters(_ names: [String]) -> [String?] {
        var seen: [String: Int] = [:]
        return names.map { name in
            let getter = "get" + KotlinNaming.capitalized(name)
            let earlier = seen[getter, default: 0]
            seen[getter] = earlier + 1
            return earlier == 0 ? nil : "\(getter)$\(earlier)"
        }
    }

    /// `decode(value, path)`: every field read, checked and defaulted, or a `BridgeDecodingException`.
    private func decoder(_ type: TypeSpec, _ fields: [FieldSpec]) -> KotlinFunction {
        let path = KotlinExpression.name("path")
        let members = KotlinExpression.name("members")
        var statements: [KotlinStatement] = [.value("members", nil, .decoding("objectValue", .name("value"), path))]
        var arguments: [KotlinExpression] = []
        var locals = Set<String>()
        for field in fields {
            var local = "read" + KotlinNaming.capitalized(KotlinNaming.name(of: field))
            while !locals.insert(local).inserted { local += "_" }
            let key = KotlinExpression.string(field.wireName)
            let fieldPath = KotlinExpression.decoding("child", path, key)
            var read = mapping.decode(field.type, .name("it"), path: fieldPath)
            if let check = constraintCheck(field, .name("decoded"), path: fieldPath) {
                read = KotlinExpression.name("run").call(
                    [], [], [.value("decoded", nil, read), .call(check), .expression(.name("decoded"))])
            }
            if field.isNullable {
                read = .ifElse(.decoding("isNull", .name("it"), fieldPath, .boolean(true)), .null, read)
            }
            let value: KotlinExpression
            if field.isRequiredOnWire {
                value = KotlinExpression.decoding("required", members, key, path).dot("let").call([], [], [.expression(read)])
            } else {
                let present = KotlinExpression.decoding("optional", members, key, path, .boolean(field.isNullable)).safeDot("let")
                    .call([], [], [.expression(read)])
                value = field.defaultValue.map { .binary(present, "?:", mapping.literal($0, of: field)) } ?? present
            }
            statements.append(.value(local, nil, value))
            arguments.append(.namedArgument(KotlinNaming.name(of: field), .name(local)))
        }
        statements.append(.returning(KotlinExpression.name(type.name).call(arguments: arguments)))
        if fields.isEmpty {
            statements = [
                .call(KotlinExpression.decoding("objectValue", .name("value"), path)),
                .returning(KotlinExpression.name(type.name).call()),
            ]
        }
        return KotlinFunction(
            doc: [
                "Reads a `\(type.name)` from [value], found at [path]; absent data reads as `{}`.",
                "@throws BridgeDecodingException when it is not one.",
            ],
            annotations: ["@JvmStatic"], visibility: visibility, name: "decode",
            parameters: [
                KotlinParameter(name: "value", type: .name("JsonValue").orNull),
                KotlinParameter(name: "path", type: .name("String")),
            ],
            returnType: .name(type.name), body: .block(statements))
    }

    /// The check of a field's limits on its decoded value, if it has any.
    func constraintCheck(_ field: FieldSpec, _ value: KotlinExpression, path: KotlinExpression) -> KotlinExpression? {
        let limits = field.constraints
        guard !limits.isEmpty else { return nil }
        func int(_ number: Int?) -> KotlinExpression { number.map { .int($0) } ?? .null }
        func double(_ number: Double?) -> KotlinExpression { number.map { .double($0) } ?? .null }
        switch field.type {
        case .string: return .decoding("checkLength", value, int(limits.minLength), int(limits.maxLength), path)
        case .integer:
            return .decoding("checkRange", value.dot("toDouble").call(), double(limits.minimum), double(limits.maximum), path)
        case .number: return .decoding("checkRange", value, double(limits.minimum), double(limits.maximum), path)
        case .array:
            guard limits.minItems != nil || limits.maxItems != nil else { return nil }
            return .decoding("checkItems", value, int(limits.minItems), int(limits.maxItems), path)
        default: return nil
        }
    }

    /// `encode(writer)`: every field in the order the type declares them, absent ones left out,
    /// bytes that may travel as blobs through `JsonWriter.bytes`.
    private func encoder(_ type: TypeSpec, _ fields: [FieldSpec]) -> KotlinFunction {
        let writer = KotlinExpression.name("writer")
        var statements: [KotlinStatement] = [.call(writer.dot("beginObject").call())]
        for field in fields {
            let property = KotlinExpression.this.dot(KotlinNaming.name(of: field))
            let key = KotlinStatement.call(writer.dot("key").call(.string(field.wireName)))
            func write(_ value: KotlinExpression) -> [KotlinStatement] {
                guard field.travelsAsBlob else { return mapping.encode(field.type, value) }
                let mimeField = field.blobMimeTypeField.flatMap { name in fields.first { $0.name == name } }
                var mimeType: KotlinExpression = .string("application/octet-stream")
                if let mimeField {
                    let mime = KotlinExpression.this.dot(KotlinNaming.name(of: mimeField))
                    mimeType = mimeField.isOptionalInSwift ? .binary(mime, "?:", mimeType) : mime
                }
                return [.call(writer.dot("bytes").call(value, mimeType))]
            }
            if !field.isOptionalInSwift {
                statements += [key] + write(property)
            } else if field.isNullable && field.isRequiredOnWire {
                statements.append(key)
                statements.append(
                    .call(
                        .binary(
                            property.safeDot("let").call([], ["present"], write(.name("present"))), "?:",
                            writer.dot("nullValue").call())))
            } else {
                statements.append(.call(property.safeDot("let").call([], ["present"], [key] + write(.name("present")))))
            }
        }
        statements.append(.call(writer.dot("endObject").call()))
        return KotlinFunction(
            doc: ["Writes this as a JSON object to [writer]."], visibility: visibility, name: "encode",
            parameters: [KotlinParameter(name: "writer", type: .name("JsonWriter"))], returnType: nil, body: .block(statements))
    }

    /// A closed set: an enum class whose entries carry their wire values.
    private func closedValue(_ type: TypeSpec, _ values: [EnumCaseSpec]) -> KotlinDeclaration {
        let entries = values.map { value in
            KotlinEnumEntry(
                doc: doc(value.description, "types.\(type.name).enum.\(value.value)"),
                name: KotlinNaming.constant(KotlinNaming.name(of: value)), arguments: [.string(value.value)])
        }
        let decode = KotlinFunction(
            doc: [
                "Reads a `\(type.name)` from [value], found at [path].",
                "@throws BridgeDecodingException when it is not one the spec lists.",
            ],
            annotations: ["@JvmStatic"], visibility: visibility, name: "decode",
            parameters: [
                KotlinParameter(name: "value", type: .name("JsonValue")), KotlinParameter(name: "path", type: .name("String")),
            ],
            returnType: .name(type.name),
            body: .expression(
                .when(
                    subject: .decoding("string", .name("value"), .name("path")),
                    values.map { KotlinWhenBranch([.string($0.value)], .name(KotlinNaming.constant(KotlinNaming.name(of: $0)))) },
                    fallback: .throwing(.decoding("unknownValue", .name("path"))))))
        return .type(
            KotlinClass(
                doc: doc(type.description, "types.\(type.name)") + [
                    "A closed set: the page may send only these values, and the host rejects another."
                ],
                visibility: visibility, modifiers: ["enum"], kind: .class, name: type.name,
                constructor: [
                    KotlinParameter(
                        doc: ["The value on the wire."], visibility: visibility, isProperty: true, name: "wireValue",
                        type: .name("String"))
                ],
                entries: entries,
                members: [
                    .function(wireEncoder()),
                    .type(
                        KotlinClass(
                            doc: ["Reads `\(type.name)` from JSON."], visibility: visibility, kind: .companionObject, name: "",
                            members: [.function(decode)]
                                + (mapping.textReadable.contains(type.name) ? [.function(textReader(closed: type, values))] : []))
                    ),
                ]))
    }

    /// An open set: a value class that keeps any value, with a constant per value the spec lists.
    func openValue(_ name: String, _ values: [EnumCaseSpec], doc: [String]) -> KotlinDeclaration {
        let constants = values.map { value in
            KotlinDeclaration.property(
                KotlinProperty(
                    doc: self.doc(value.description, "\(name).\(value.value)"), visibility: visibility,
                    name: KotlinNaming.constant(KotlinNaming.name(of: value)), type: .name(name),
                    value: .initializer(KotlinExpression.name(name).call(.string(value.value)))))
        }
        let decode = KotlinFunction(
            doc: [
                "Reads a `\(name)` from [value], found at [path]: any string.",
                "@throws BridgeDecodingException when it is not a string.",
            ],
            annotations: ["@JvmStatic"], visibility: visibility, name: "decode",
            parameters: [
                KotlinParameter(name: "value", type: .name("JsonValue")), KotlinParameter(name: "path", type: .name("String")),
            ],
            returnType: .name(name),
            body: .expression(KotlinExpression.name(name).call(.decoding("string", .name("value"), .name("path")))))
        // The values may be many (the error codes): the table is split into groups the JVM takes.
        let known = KotlinTable(
            name: "isKnown", parameters: [], returnType: .name("Boolean"), subject: .name("wireValue"),
            branches: values.isEmpty ? [] : [KotlinWhenBranch(values.map { .string($0.value) }, .boolean(true))],
            fallback: .boolean(false)
        )
        .split()
        let isKnown = KotlinProperty(
            doc: ["Whether the spec lists this value."], visibility: visibility, name: "isKnown", type: .name("Boolean"),
            value: .getter(known.first))
        return .type(
            KotlinClass(
                doc: doc + ["An open set: a value the spec does not list is kept as it is."], annotations: ["@JvmInline"],
                visibility: visibility, modifiers: ["value"], kind: .class, name: name,
                constructor: [
                    KotlinParameter(
                        doc: ["The value on the wire."], visibility: visibility, isProperty: true, name: "wireValue",
                        type: .name("String"))
                ],
                members: [
                    .property(isKnown)
                ] + known.rest.map { .function($0) } + [
                    .function(wireEncoder()),
                    .type(
                        KotlinClass(
                            doc: ["The values the spec lists, and reading from JSON."], visibility: visibility,
                            kind: .companionObject, name: "", members: constants + [.function(decode)])),
                ]))
    }

    private func wireEncoder() -> KotlinFunction {
        KotlinFunction(
            doc: ["Writes the value on the wire to [writer]."], visibility: visibility, name: "encode",
            parameters: [KotlinParameter(name: "writer", type: .name("JsonWriter"))], returnType: nil,
            body: .expression(KotlinExpression.name("writer").dot("string").call(.name("wireValue"))))
    }
}
