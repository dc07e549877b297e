import BridgeSpec

extension KotlinTranslator {
    /// An object type's text reader: its member names, and `read(reader)`, which reads each field
    /// with a typed call as its key comes, and returns the value; the reader gives up on anything
    /// unusual, and so does a field's type the reader leaves to the general one, when present.
    func textReader(_ type: TypeSpec, _ fields: [FieldSpec]) -> [KotlinDeclaration] {
        let reader = KotlinExpression.name("reader")
        let giveUp = reader.dot("giveUp").call()
        let readable = fields.compactMap { field in mapping.read(field.type).map { (field, $0) } }
        var body: KotlinFunction.Body = .expression(giveUp)
        var declarations: [KotlinDeclaration] = []
        // A required field the text reader leaves to the general one: every such value is.
        if fields.allSatisfy({ !$0.isRequiredOnWire || mapping.read($0.type) != nil }) {
            declarations.append(
                .property(
                    KotlinProperty(
                        doc: [], visibility: .private, name: "memberNames", type: .name("JsonMemberNames"),
                        value: .initializer(
                            KotlinExpression.name("JsonMemberNames").call(arguments: readable.map { .string($0.0.wireName) })))))
            var statements: [KotlinStatement] = []
            var branches: [KotlinWhenBranch] = []
            var locals: [String: (name: String, index: Int)] = [:]
            var used = Set<String>()
            for (index, (field, read)) in readable.enumerated() {
                var local = "read" + KotlinNaming.capitalized(KotlinNaming.name(of: field))
                while !used.insert(local).inserted { local += "_" }
                locals[field.name] = (local, index)
                statements.append(.variable(local, mapping.type(of: field.type).orNull, .null))
                var value = read
                if let check = constraintCheck(field, .name("it"), path: .string("")) {
                    value = value.dot("also").call([], [], [.call(check)])
                }
                if field.isNullable { value = .ifElse(reader.dot("isNull").call(), .null, value) }
                branches.append(KotlinWhenBranch([.int(index)], .assignment(local, value)))
            }
            let arguments = fields.compactMap { field -> KotlinExpression? in
                guard let (local, index) = locals[field.name] else { return nil }
                let value: KotlinExpression
                if field.isRequiredOnWire {
                    value =
                        field.isNullable
                        ? .ifElse(reader.dot("wasRead").call(.int(index)), .name(local), giveUp)
                        : .binary(.name(local), "?:", giveUp)
                } else if let defaultValue = field.defaultValue {
                    value = .binary(.name(local), "?:", mapping.literal(defaultValue, of: field))
                } else {
                    value = .name(local)
                }
                return .namedArgument(KotlinNaming.name(of: field), value)
            }
            statements.append(.call(reader.dot("beginObject").call()))
            statements.append(
                .loop([
                    .expression(
                        .when(
                            subject: reader.dot("nextMember").call(.name("memberNames")), branches,
                            fallback: .returning(KotlinExpression.name(type.name).call(arguments: arguments))))
                ]))
            body = .block(statements)
        }
        return declarations + [
            .function(
                KotlinFunction(
                    doc: [
                        "Reads a `\(type.name)` straight from the page's text; [reader] gives up on anything unusual, and `decode` reads it instead."
                    ],
                    annotations: ["@JvmStatic", "@BridgeGeneratedApi"], visibility: visibility, name: "read",
                    parameters: [KotlinParameter(name: "reader", type: .name("JsonBytesReader"))],
                    returnType: .name(type.name), body: body))
        ]
    }

    /// A closed set's text reader: one of its values, or the reader gives up.
    func textReader(closed type: TypeSpec, _ values: [EnumCaseSpec]) -> KotlinFunction {
        let reader = KotlinExpression.name("reader")
        return KotlinFunction(
            doc: ["Reads a `\(type.name)` straight from the page's text; [reader] gives up on a value the spec does not list."],
            annotations: ["@JvmStatic", "@BridgeGeneratedApi"], visibility: visibility, name: "read",
            parameters: [KotlinParameter(name: "reader", type: .name("JsonBytesReader"))],
            returnType: .name(type.name),
            body: .expression(
                .when(
                    subject: reader.dot("string").call(),
                    values.map { KotlinWhenBranch([.string($0.value)], .name(KotlinNaming.constant(KotlinNaming.name(of: $0)))) },
                    fallback: reader.dot("giveUp").call())))
    }
}
