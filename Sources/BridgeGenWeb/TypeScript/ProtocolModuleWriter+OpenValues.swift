import BridgeGenKit
import BridgeSpec

/// Open value sets: a constant object that names the known values, and a type that also admits
/// values from newer peers, as the protocol requires.
extension ProtocolModuleWriter {
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

    /// Prints `export const Name = {…} as const` and `export type Name = … | (string & {})`.
    ///
    /// `(string & {})` keeps editors completing the known values while any string type-checks, so a
    /// page compiled today still handles a value a newer host sends.
    mutating func printOpenValues(name: String, doc: String, values: [KnownValue]) {
        printValueConstants(name: name, doc: doc, values: values)
        printer.print()
        JSDoc.print([doc, "Open: a value from a newer peer is any other string."], to: &printer)
        printer.printUnion("export type \(name) =", ["(typeof \(name))[keyof typeof \(name)]", "(string & {})"])
    }

    /// Prints `export const Name = {…} as const` and `export type Name = …`, the union of the known
    /// values only: for an extension's own codes and capabilities, which name exactly what it adds.
    mutating func printClosedValues(name: String, doc: String, values: [KnownValue]) {
        printValueConstants(name: name, doc: doc, values: values)
        printer.print()
        JSDoc.print([doc, "Exactly the values this version of the extension declares."], to: &printer)
        let line = "export type \(name) = (typeof \(name))[keyof typeof \(name)];"
        guard line.count > JSDoc.lineLength else { return printer.print(line) }
        printer.print("export type \(name) =")
        printer.withIndentation { printer in printer.print("(typeof \(name))[keyof typeof \(name)];") }
    }

    /// Prints `export const Name = {…} as const`, a property per known value.
    private mutating func printValueConstants(name: String, doc: String, values: [KnownValue]) {
        printer.print()
        JSDoc.print([doc, "The values this version of the \(base == nil ? "protocol" : "extension") declares."], to: &printer)
        printer.print("export const \(name) = {")
        printer.withIndentation { printer in
            for value in values {
                JSDoc.print(value.doc, to: &printer)
                printer.print("\(TypeScriptSyntax.objectKey(value.key)): \(TypeScriptSyntax.literal(value.value)),")
            }
        }
        printer.print("} as const;")
    }

    /// The values of a spec section or enum type.
    static func knownValues(_ cases: [EnumCaseSpec]) -> [KnownValue] {
        cases.map { KnownValue(value: $0.value, names: $0.names, doc: [$0.description ?? ""]) }
    }

    /// Statuses, error codes (with their default recoverability), environments and permission states.
    mutating func printSectionValues() {
        printOpenValues(name: SectionEnumType.responseStatus.rawValue,
                        doc: "How a request ended: the `status` of a response.", values: Self.knownValues(spec.statuses))
        printOpenValues(
            name: SectionEnumType.errorCode.rawValue, doc: "A machine-readable error code: the `code` of a response's error.",
            values: spec.errorCodes.map { code in
                KnownValue(value: code.code, names: code.names, doc: [
                    code.description ?? "", code.recoverable ? "Recoverable by default." : "Not recoverable by default.",
                ])
            })
        printer.print()
        JSDoc.print(["Whether an error with each code is recoverable when its sender does not say."], to: &printer)
        printer.print("export const recoverableByDefault: { readonly [code: string]: boolean } = {")
        printer.withIndentation { printer in
            for code in spec.errorCodes { printer.print("\(TypeScriptSyntax.objectKey(code.code)): \(code.recoverable),") }
        }
        printer.print("};")
        printOpenValues(name: SectionEnumType.environment.rawValue,
                        doc: "The kind of host a journey runs in, as capability discovery reports it.",
                        values: Self.knownValues(spec.environments))
        printOpenValues(name: SectionEnumType.permissionState.rawValue,
                        doc: "A native permission's state, as capability discovery reports it.",
                        values: Self.knownValues(spec.permissionStates))
    }

    /// `BridgeCapabilityID`: the capabilities a host may declare.
    mutating func printCapabilityIDs() {
        printOpenValues(
            name: "BridgeCapabilityID", doc: "A capability ID: a native feature a host may offer.",
            values: spec.capabilities.map { capability in
                KnownValue(value: capability.id, names: capability.names,
                           doc: [capability.description ?? "", "Version \(capability.version)."])
            })
    }
}
