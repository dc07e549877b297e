import BridgeGenKit
import BridgeSpec

/// Open value sets: a constant object that names the known values, and a type that also admits
/// values from newer peers, as the protocol requires.
extension TypeScriptTranslator {
    /// One known value of an open set.
    struct KnownValue {
        /// The property name in the constant object.
        var key: String
        /// The value on the wire.
        var value: String
        /// Its documentation.
        var doc: [String]

        /// A value by its TypeScript name: the spec's, or the value itself when it is an identifier
        /// (`BUSY`, `front`), else derived from it (`nfc.read` → `nfcRead`).
        init(value: String, names: LanguageNames, doc: [String]) {
            self.key = TypeScriptNaming.constantName(of: value, names: names)
            self.value = value
            self.doc = doc
        }
    }

    /// `export const Name = {…} as const` and `export type Name = … | (string & {})`.
    ///
    /// `(string & {})` keeps editors completing the known values while any string type-checks, so a
    /// page compiled today still handles a value a newer host sends.
    mutating func translateOpenValues(name: String, doc: String, values: [KnownValue]) {
        translateValueConstants(name: name, doc: doc, values: values)
        declarations.append(
            .typeAlias(
                TypeScriptTypeAlias(
                    doc: [doc, "Open: a value from a newer peer is any other string."], name: name,
                    type: .union([.valuesOf(name), .intersection([.name("string"), .object([], expanded: false)])]))))
    }

    /// `export const Name = {…} as const` and `export type Name = …`, the union of the known values
    /// only: for an extension's own codes and capabilities, which name exactly what it adds.
    mutating func translateClosedValues(
        name: String, doc: String, values: [KnownValue],
        rule: String = "Exactly the values this version of the extension declares."
    ) {
        translateValueConstants(name: name, doc: doc, values: values)
        declarations.append(.typeAlias(TypeScriptTypeAlias(doc: [doc, rule], name: name, type: .valuesOf(name))))
    }

    /// `export const Name = {…} as const`, a property per known value.
    private mutating func translateValueConstants(name: String, doc: String, values: [KnownValue]) {
        declarations.append(
            .constant(
                TypeScriptConstant(
                    doc: [doc, "The values this version of the \(base == nil ? "protocol" : "extension") declares."], name: name,
                    value: .asConst(
                        .object(
                            values.map { .property(doc: $0.doc, key: .name($0.key), value: .string($0.value)) }, expanded: true)))
            ))
    }

    /// The values of a spec section or enum type.
    static func knownValues(_ cases: [EnumCaseSpec]) -> [KnownValue] {
        cases.map { KnownValue(value: $0.value, names: $0.names, doc: [$0.description ?? ""] + availabilityDoc($0.availability)) }
    }

    /// The values of error codes, documented with their default recoverability.
    static func knownValues(_ codes: [ErrorCodeSpec]) -> [KnownValue] {
        codes.map { code in
            KnownValue(
                value: code.code, names: code.names,
                doc: [
                    code.description ?? "", code.recoverable ? "Recoverable by default." : "Not recoverable by default.",
                ])
        }
    }

    /// The values of capability IDs, documented with their versions.
    static func knownValues(_ capabilities: [CapabilitySpec]) -> [KnownValue] {
        capabilities.map { capability in
            KnownValue(
                value: capability.id, names: capability.names,
                doc: [capability.description ?? "", "Version \(capability.version)."])
        }
    }

    /// Statuses, error codes (with their default recoverability), environments and permission states.
    mutating func translateSectionValues() {
        translateOpenValues(
            name: SectionEnumType.responseStatus.rawValue,
            doc: "How a request ended: the `status` of a response.", values: Self.knownValues(spec.statuses))
        translateOpenValues(
            name: SectionEnumType.errorCode.rawValue, doc: "A machine-readable error code: the `code` of a response's error.",
            values: Self.knownValues(spec.errorCodes))
        declarations.append(
            .constant(
                TypeScriptConstant(
                    doc: ["Whether an error with each code is recoverable when its sender does not say."],
                    name: "recoverableByDefault",
                    type: .object(
                        [.indexSignature(name: "code", key: .name("string"), value: .name("boolean"), isReadonly: true)],
                        expanded: false),
                    value: .object(
                        spec.errorCodes.map { .property(doc: [], key: .name($0.code), value: .boolean($0.recoverable)) },
                        expanded: true))))
        translateOpenValues(
            name: SectionEnumType.environment.rawValue,
            doc: "The kind of host a journey runs in, as capability discovery reports it.",
            values: Self.knownValues(spec.environments))
        translateOpenValues(
            name: SectionEnumType.permissionState.rawValue,
            doc: "A native permission's state, as capability discovery reports it.",
            values: Self.knownValues(spec.permissionStates))
    }

    /// `BridgeCapabilityID`: the capabilities a host may declare.
    mutating func translateCapabilityIDs() {
        translateOpenValues(
            name: "BridgeCapabilityID", doc: "A capability ID: a native feature a host may offer.",
            values: Self.knownValues(spec.capabilities))
    }
}
