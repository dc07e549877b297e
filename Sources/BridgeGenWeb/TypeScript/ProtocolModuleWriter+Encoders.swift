import BridgeGenKit
import BridgeSpec

/// An encoder per object type the page sends with bytes inside, `encodeX(value)`: a copy of the value
/// in which bytes are base64 text, all the way down. Types without bytes go on the wire as they are.
extension ProtocolModuleWriter {
    /// The encoder's name: `encodePrintRequest`.
    func encoderName(_ typeName: String) -> String { "encode\(typeName)" }

    /// Prints an encoder for every object type that needs one (and that the base does not encode
    /// already, for an extension), in spec order.
    mutating func printEncoders() {
        for type in spec.types where writes(.encoder, of: type.name) { printEncoder(type) }
    }

    private mutating func printEncoder(_ type: TypeSpec) {
        imports.useType("JSONForm", from: .data)
        printer.print()
        JSDoc.print(["`value` in its JSON form, for the wire: its bytes as base64 text."], to: &printer)
        let written = spell(type.name, form: .initializer)
        printer.print("export function \(encoderName(type.name))(value: \(written)): JSONForm {")
        printer.indent()
        printer.print("const json: JSONForm = { ...value };")
        for field in type.fields {
            guard let write = writer(for: field.type) else { continue }
            let key = TypeScriptSyntax.literal(field.wireName)
            let assignment = "json[\(key)] = \(write)(value\(Self.member(field.wireName)));"
            if field.isRequiredOnWire {
                printer.print(assignment)
            } else {
                printer.print("if (value\(Self.member(field.wireName)) !== undefined) {")
                printer.withIndentation { printer in printer.print(assignment) }
                printer.print("}")
            }
        }
        printer.print("return json;")
        printer.outdent()
        printer.print("}")
    }

    /// The writer of a value of `type` that holds bytes: `encodeBase64`, `arrayWriter(encodeBase64)`,
    /// `encodePrintRequest`. Nil when the value goes on the wire as it is.
    mutating func writer(for type: TypeReference) -> String? {
        switch type {
        case .bytes:
            imports.use("encodeBase64", from: .data)
            return "encodeBase64"
        case .array(let element):
            guard let inner = writer(for: element) else { return nil }
            imports.use("arrayWriter", from: .data)
            return "arrayWriter(\(inner))"
        case .map(let value):
            guard let inner = writer(for: value) else { return nil }
            imports.use("mapWriter", from: .data)
            return "mapWriter(\(inner))"
        case .named(let name):
            return flow.needsEncoder(name) ? encoderReference(name) : nil
        case .string, .integer, .number, .boolean, .json:
            return nil
        }
    }
}
