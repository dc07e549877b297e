import BridgeGenCore
import BridgeSpec

/// The spec's named types: an interface per object type, an open value set per enum type.
extension ProtocolModuleWriter {
    /// Prints one named type.
    mutating func printType(_ type: TypeSpec) {
        let doc = type.description ?? "The `\(type.name)` type."
        switch type.kind {
        case .enumeration(let cases):
            printOpenValues(name: type.name, doc: doc, values: Self.knownValues(cases))
        case .object(let fields):
            printer.print()
            JSDoc.print([doc], to: &printer)
            guard !fields.isEmpty else { return printer.print("export interface \(type.name) {}") }
            printer.print("export interface \(type.name) {")
            let fieldTypes = fields.map { isCapabilityMap($0, of: type) ? "CapabilityMap" : TypeScriptSyntax.type(of: $0.type) }
            printer.withIndentation { printer in
                for (field, fieldType) in zip(fields, fieldTypes) {
                    JSDoc.print(Self.fieldDoc(field), to: &printer)
                    let optional = field.isRequiredOnWire ? "" : "?"
                    printer.print("\(TypeScriptSyntax.key(field.wireName))\(optional): \(fieldType);")
                }
            }
            printer.print("}")
        }
    }

    /// A field's description, with what a reader of the wire needs to know: encoding and default.
    static func fieldDoc(_ field: FieldSpec) -> [String] {
        var doc = [field.description ?? ""]
        if field.type == .bytes, field.description?.lowercased().contains("base64") != true { doc.append("Base64 on the wire.") }
        if let value = field.defaultValue { doc.append("Defaults to `\(TypeScriptSyntax.literal(value))` when absent.") }
        return doc
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
    mutating func printCapabilityMap() {
        guard let info = capabilityInfoType else { return }
        printer.print()
        JSDoc.print([
            "The capabilities a host declares in capability discovery, keyed by capability ID: the known ones by "
                + "name, others (from a newer host) by any ID. A capability the host does not declare is absent.",
        ], to: &printer)
        printer.print("export type CapabilityMap = {")
        printer.withIndentation { printer in
            printer.print("[ID in (typeof BridgeCapabilityID)[keyof typeof BridgeCapabilityID]]?: \(info);")
        }
        printer.print("} & {")
        printer.withIndentation { printer in printer.print("[id: string]: \(info) | undefined;") }
        printer.print("};")
    }
}
