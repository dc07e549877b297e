import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// A Swift type for every schema in `types`: object types as structs with generated JSON codecs,
    /// enum types as closed enums or open values, unions as enums with a case per tag.
    ///
    /// Types translate independently of each other, so the work comes in parts, a slice of types
    /// each, that `translate()` runs on all cores alongside the other files.
    func translateTypesInParts() -> [@Sendable () -> [Declaration]] {
        own.types.slices(ofAtMost: 32).map { slice in
            { slice.flatMap(translateType) }
        }
    }

    private func translateType(_ type: TypeSpec) -> [Declaration] {
        switch type.kind {
        case .object(let fields): translateObjectType(type, fields: fields)
        case .enumeration(let values): translateEnumType(type, values: values)
        case .union(let union): translateUnion(type, union)
        }
    }

    private func translateEnumType(_ type: TypeSpec, values: [EnumCaseSpec]) -> [Declaration] {
        guard type.isOpen else { return translateClosedEnum(type, values: values) }
        return [.mark(type.name)]
            + translateOpenValue(
                name: type.name,
                doc: DocComment.make(
                    type.description, fallback: "The `\(type.name)` values.",
                    details: ["An open set: a value from a newer peer decodes and round-trips unchanged."],
                    source: "types.\(type.name)"),
                constants: values.map { value in
                    OpenValueConstant(
                        swiftName: SwiftNaming.name(of: value), value: value.value,
                        doc: DocComment.make(
                            value.description, fallback: "`\(value.value)`.", details: availabilityDetails(value.availability),
                            source: "types.\(type.name).enum.\(value.value)"))
                })
    }

    /// An enum without `open: true`: closed where the page sends it, so a Swift `enum` whose
    /// `switch`es are exhaustive; decoding a value it does not list fails (`BridgeClosedValue`).
    private func translateClosedEnum(_ type: TypeSpec, values: [EnumCaseSpec]) -> [Declaration] {
        let cases: [Declaration] = values.map { value in
            let name = SwiftNaming.name(of: value)
            return .enumCase(
                EnumCaseDeclaration(
                    docComment: DocComment.make(
                        value.description, fallback: "`\(value.value)`.", details: availabilityDetails(value.availability),
                        source: "types.\(type.name).enum.\(value.value)"),
                    name: name, rawValue: name == value.value ? nil : .string(value.value)))
        }
        return [
            .mark(type.name),
            .enum(
                EnumDeclaration(
                    docComment: DocComment.make(
                        type.description, fallback: "The `\(type.name)` values.",
                        details: ["A closed set: the page may send only these values, and the host rejects another."],
                        source: "types.\(type.name)"),
                    name: type.name, conformances: ["String", .named(RuntimeNames.closedValue)], members: cases)),
        ]
    }

    private func translateObjectType(_ type: TypeSpec, fields: [FieldSpec]) -> [Declaration] {
        let properties: [Declaration] = fields.flatMap { field in
            translateProperty(field, of: type)
        }
        let initializer = InitializerDeclaration(
            docComment: "Creates a `\(type.name)`.",
            parameters: fields.map { field in
                let name = SwiftNaming.name(of: field), parameter = Self.parameterName(ofFieldNamed: name)
                return Parameter(
                    label: parameter == name ? nil : name, parameter, type: SwiftTypeNames.name(of: field),
                    defaultValue: defaultArgument(for: field))
            },
            body: fields.map { field in
                let name = SwiftNaming.name(of: field)
                let value = SwiftExpression.name(Self.parameterName(ofFieldNamed: name))
                return needsIndirection(field, of: type.name)
                    ? .setSelf(Self.storageName(of: field), boxing(value, field))
                    : .setSelf(name, value)
            })
        let structure = StructDeclaration(
            docComment: DocComment.make(type.description, fallback: "The `\(type.name)` object.", source: "types.\(type.name)"),
            name: type.name, conformances: ["Hashable", "Sendable"],
            members: properties + [.initializer(initializer)])
        var declarations: [Declaration] = [
            .mark(type.name), .struct(structure), .extension(translateCodec(type, fields: fields)),
        ]
        if fields.contains(where: { SwiftTypeNames.containsBytes($0.type, in: spec) }) {
            declarations.append(.extension(translateSizeHint(type, fields: fields)))
        }
        if let redacted = translateRedactedDescription(type, fields: fields) {
            declarations.append(.extension(redacted))
        }
        return declarations
    }

    /// A field's property: stored, or for a field that leads back to its own type, computed over a
    /// private boxed stored property.
    private func translateProperty(_ field: FieldSpec, of type: TypeSpec) -> [Declaration] {
        let doc = DocComment.make(
            field.description, fallback: "The `\(field.wireName)` field.",
            details: fieldDetails(field) + availabilityDetails(field.availability),
            source: "types.\(type.name).fields.\(field.name)")
        let swiftType = SwiftTypeNames.name(of: field)
        let name = SwiftNaming.name(of: field)
        guard needsIndirection(field, of: type.name) else {
            return [.property(PropertyDeclaration(docComment: doc, name: name, type: swiftType, value: .stored(.var)))]
        }
        let storage = Self.storageName(of: field)
        let read = field.isOptionalInSwift ? SwiftExpression.name(storage).optional.dot("value") : .name(storage).dot("value")
        let box = SwiftType.generic("BridgeIndirect", [SwiftTypeNames.name(of: field.type)])
        return [
            .property(
                PropertyDeclaration(
                    docComment: doc, name: name, type: swiftType,
                    value: .accessors(
                        get: [.expression(read)], set: [.assignment(.name(storage), boxing(.name("newValue"), field))]))),
            .property(
                PropertyDeclaration(
                    docComment: "Where `\(name)` is stored: out of line, because it leads back to `\(type.name)`.",
                    access: .fixed(.private),
                    name: storage, type: field.isOptionalInSwift ? .optional(box) : box,
                    value: .stored(.var))),
        ]
    }

    /// The name the memberwise initializer's body knows a field's argument by: its Swift name, but for
    /// `self`, which would hide the instance the body sets.
    static func parameterName(of field: FieldSpec) -> String {
        parameterName(ofFieldNamed: SwiftNaming.name(of: field))
    }

    /// `parameterName(of:)` of a field whose Swift name is `name`.
    static func parameterName(ofFieldNamed name: String) -> String {
        name == "self" ? "_self" : name
    }

    /// `value` put in a `BridgeIndirect` box (mapped, for an optional).
    func boxing(_ value: SwiftExpression, _ field: FieldSpec) -> SwiftExpression {
        field.isOptionalInSwift
            ? value.dot("map").call(SwiftArgument(.initializer(.name("BridgeIndirect"))))
            : .name("BridgeIndirect").call(SwiftArgument(value))
    }

    /// The wire facts a reader of the Swift API needs: the JSON key when it differs, bytes encoding,
    /// optionality and defaults.
    private func fieldDetails(_ field: FieldSpec) -> [String] {
        var facts: [String] = []
        if field.wireName != SwiftNaming.name(of: field) { facts.append("JSON key `\(field.wireName)`.") }
        if case .bytes = field.type { facts.append("Base64 on the wire.") }
        if let defaultValue = field.defaultValue {
            facts.append("Defaults to `\(defaultValue)` when absent.")
        } else if field.isOptional {
            facts.append(field.isNullable ? "Absent when nil; null is a value too." : "Absent when nil.")
        } else if field.isNullable {
            facts.append("Null when nil.")
        }
        return facts.isEmpty ? [] : [facts.joined(separator: " ")]
    }

    /// The initializer's default argument: the spec's default, or nil for an optional field.
    private func defaultArgument(for field: FieldSpec) -> SwiftExpression? {
        if let defaultValue = field.defaultValue { return swiftLiteral(defaultValue, of: field.type) }
        return field.isOptional ? .nilValue : nil
    }

    /// A default value as a Swift literal.
    func swiftLiteral(_ value: DefaultValue, of type: TypeReference) -> SwiftExpression {
        switch value {
        case .string(let text): .string(text)
        case .integer(let number): .integer(number)
        case .number(let number): .double(number)
        case .boolean(let flag): .boolean(flag)
        case .enumValue(let wire): .implicitMember(enumCaseName(wire, of: type) ?? wire)
        }
    }

    /// The Swift name of an enum type's value, whether the type is in `types` or a section-backed enum.
    private func enumCaseName(_ wire: String, of type: TypeReference) -> String? {
        guard case .named(let name) = type else { return nil }
        let values: [EnumCaseSpec] =
            switch name {
            case GeneratedNames.environment: spec.environments
            case GeneratedNames.permissionState: spec.permissionStates
            case GeneratedNames.status: spec.statuses
            default: spec.type(named: name)?.values ?? []
            }
        return values.first { $0.value == wire }.map(SwiftNaming.name(of:))
            ?? spec.errorCodes.first { name == GeneratedNames.errorCode && $0.code == wire }.map(SwiftNaming.name(of:))
    }
}
