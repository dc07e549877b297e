import BridgeGenKit
import BridgeSpec

/// The spec's named types: an interface per object type (two where a sender may leave defaults out),
/// an open value set per enum type.
extension TypeScriptTranslator {
    /// The two shapes of an object type in the client.
    enum TypeForm {
        /// As the page holds a value: bytes as `Uint8Array`, every default filled in. What decoders
        /// give and typed methods resolve with; named after the type.
        case typed
        /// As the page writes a value it sends: fields with a default may be left out. Named
        /// `…Init` where it differs from the typed form.
        case initializer
    }

    /// Translates one named type.
    mutating func translateType(_ type: TypeSpec) {
        let doc = type.description ?? "The `\(type.name)` type."
        switch type.kind {
        case .enumeration(let cases) where isClosedForThePage(type):
            translateClosedValues(
                name: type.name, doc: doc, values: Self.knownValues(cases),
                rule: "Closed: the page may send only these values; the host refuses any other.")
        case .enumeration(let cases):
            translateOpenValues(name: type.name, doc: doc, values: Self.knownValues(cases))
        case .object(let fields):
            translateInterface(type, fields: fields, form: .typed, doc: [doc] + typedFormDoc(type))
            if writes(.initForm, of: type.name) { translateInitForm(type) }
        case .union(let union):
            translateUnionType(type, union, form: .typed, doc: doc)
            if writes(.initForm, of: type.name) { translateUnionType(type, union, form: .initializer, doc: doc) }
        }
    }

    /// Whether the enum or union type `type` is closed in the types the page writes
    /// (``TypeFlow/closedEnums(of:)``).
    func isClosedForThePage(_ type: TypeSpec) -> Bool {
        closedEnums.contains(type.name)
    }

    /// The `…Init` form of an object type: the form a sender writes.
    mutating func translateInitForm(_ type: TypeSpec) {
        translateInterface(
            type, fields: type.fields, form: .initializer,
            doc: [
                "What a sender writes to make a `\(type.name)`: fields with a default may be left out, and the "
                    + "receiver fills them in. Typed methods and `emit` take this form."
            ])
    }

    /// The name of `name`'s interface in `form`: `…Init` for the form a sender writes, where it differs.
    func interfaceName(_ name: String, form: TypeForm) -> String {
        form == .initializer && flow.hasInitForm(name) ? name + "Init" : name
    }

    /// The TypeScript type of `type` in `form`, recording the runtime and base types it uses.
    mutating func typeName(of type: TypeReference, form: TypeForm) -> TypeScriptType {
        for name in type.namedTypes { _ = spell(name, form: form) }
        if type.contains(.json) { imports.useType("JSONValue", from: .runtime) }
        return Self.type(of: type) { interfaceName($0, form: form) }
    }

    /// The TypeScript type of a value of `type`, as the page holds it: bytes as `Uint8Array` (base64
    /// text on the wire), `json` as any JSON value, a map as an object with string keys, and a named
    /// type as `name` spells it (the typed form, or the `…Init` form a sender writes).
    static func type(of type: TypeReference, naming name: (String) -> String) -> TypeScriptType {
        switch type {
        case .string: .name("string")
        case .bytes: .name("Uint8Array")
        case .integer, .number: .name("number")
        case .boolean: .name("boolean")
        case .json: .name("JSONValue")
        case .array(let element): .array(self.type(of: element, naming: name))
        case .map(let value):
            .object(
                [
                    .indexSignature(
                        name: "key", key: .name("string"), value: self.type(of: value, naming: name), isReadonly: false)
                ],
                expanded: false)
        case .named(let typeName): .name(name(typeName))
        }
    }

    /// The interface of an object type in `form`.
    private mutating func translateInterface(_ type: TypeSpec, fields: [FieldSpec], form: TypeForm, doc: [String]) {
        let name = interfaceName(type.name, form: form)
        var members: [TypeScriptTypeMember] = []
        for field in fields {
            let valueType = isCapabilityMap(field, of: type) ? .name("CapabilityMap") : typeName(of: field.type, form: form)
            let fieldType: TypeScriptType = field.isNullable ? .union([valueType, .name("null")]) : valueType
            let required = form == .typed ? !field.isOptional : field.isRequiredOnWire
            members.append(
                .property(
                    doc: Self.fieldDoc(field, form: form), key: .name(field.wireName), isOptional: !required, type: fieldType))
        }
        declarations.append(.interface(TypeScriptInterface(doc: doc, name: name, members: members)))
    }

    /// What the typed form of `type` holds that its JSON does not, and how to get one.
    private func typedFormDoc(_ type: TypeSpec) -> [String] {
        var doc: [String] = []
        if type.fields.contains(where: { $0.type.contains(.bytes) }) {
            doc.append("Its bytes are `Uint8Array`s, base64 text on the wire.")
        }
        if flow.received.contains(type.name) {
            doc.append(
                "`\(decoderName(type.name))` checks JSON against this type and decodes it"
                    + (type.fields.contains { $0.defaultValue != nil } ? ", filling in absent defaults." : "."))
        }
        if flow.needsEncoder(type.name) { doc.append("`\(encoderName(type.name))` gives its JSON form.") }
        return doc
    }

    /// A field's description, with what a reader of the wire needs to know: encoding and default.
    static func fieldDoc(_ field: FieldSpec, form: TypeForm) -> [String] {
        var doc = [field.description ?? ""]
        if field.isSensitive { doc.append("Sensitive: keep it out of logs.") }
        if field.type.contains(.bytes), field.description?.lowercased().contains("base64") != true {
            doc.append("Base64 on the wire.")
        }
        if let value = field.defaultValue {
            let literal = TypeScriptSyntax.literal(value)
            doc.append(form == .typed ? "`\(literal)` when the sender left it out." : "Defaults to `\(literal)` when left out.")
        }
        return doc + availabilityDoc(field.availability)
    }

    /// The object type the negotiation result maps capability IDs to, such as `BridgeCapabilityInfo`.
    var capabilityInfoType: String? {
        guard let result = negotiationResult,
            let field = result.fields.first(where: { $0.name == "capabilities" }),
            case .map(.named(let info)) = field.type
        else { return nil }
        return info
    }

    /// The result type of the negotiation action, such as `CapabilityQueryResult`.
    var negotiationResult: TypeSpec? {
        spec.negotiationAction.flatMap(spec.action).flatMap { spec.type(named: $0.result) }
    }

    /// Whether `field` is the negotiation result's `capabilities`, typed as `CapabilityMap` so the
    /// known capabilities are named.
    func isCapabilityMap(_ field: FieldSpec, of type: TypeSpec) -> Bool {
        capabilityInfoType != nil && type.name == negotiationResult?.name && field.name == "capabilities"
    }

    /// `CapabilityMap`: what capability discovery returns, with a property per known capability and
    /// room for the ones a newer host adds.
    mutating func translateCapabilityMap() {
        guard let info = capabilityInfoType else { return }
        let known = TypeScriptType.valuesOf("BridgeCapabilityID")
        declarations.append(
            .typeAlias(
                TypeScriptTypeAlias(
                    doc: [
                        "The capabilities a host declares in capability discovery, keyed by capability ID: the known ones by "
                            + "name, others (from a newer host) by any ID. A capability the host does not declare is absent."
                    ],
                    name: "CapabilityMap",
                    type: .intersection([
                        .object([.mapped(name: "ID", keys: known, isOptional: true, value: .name(info))], expanded: true),
                        .object(
                            [
                                .indexSignature(
                                    name: "id", key: .name("string"), value: .union([.name(info), .name("undefined")]),
                                    isReadonly: false)
                            ],
                            expanded: true),
                    ]))))
    }
}

extension TypeScriptType {
    /// `(typeof name)[keyof typeof name]`: the values of the constant object `name`.
    static func valuesOf(_ name: String) -> TypeScriptType {
        .indexedAccess(.typeOf(name), .keyOf(.typeOf(name)))
    }

    /// The union of `members`, or the one member there is.
    static func union(of members: [TypeScriptType]) -> TypeScriptType {
        members.count == 1 ? members[0] : .union(members)
    }
}
