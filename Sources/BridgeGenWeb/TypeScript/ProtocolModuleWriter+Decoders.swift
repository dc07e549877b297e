import BridgeGenKit
import BridgeSpec

/// A decoder per object type the page receives, `decodeX(value, path)`: it checks JSON against the
/// type, member by member, and gives the typed form (bytes as `Uint8Array`, defaults filled in). A
/// mismatch throws a `BridgeDataError` naming its path; nothing is cast.
///
/// Decoders are built from the readers in `data.ts`, so every type is read by the same few checks,
/// and tsc checks each decoder's object against its interface.
extension ProtocolModuleWriter {
    /// The decoder's name: `decodeDocumentCaptureResult`.
    func decoderName(_ typeName: String) -> String { "decode\(typeName)" }

    /// Prints a decoder for every object type the page receives (that the base does not decode
    /// already, for an extension), in spec order.
    mutating func printDecoders() {
        for type in spec.types where writes(.decoder, of: type.name) { printDecoder(type) }
    }

    private mutating func printDecoder(_ type: TypeSpec) {
        let fields = type.fields
        printer.print()
        var gives: [String] = []
        if fields.contains(where: { $0.type.contains(.bytes) }) { gives.append("its bytes decoded from base64") }
        if fields.contains(where: { $0.defaultValue != nil }) { gives.append("absent defaults filled in") }
        JSDoc.print([
            "Checks `value` against `\(type.name)` and gives its typed form"
                + (gives.isEmpty ? "." : ", \(gives.joined(separator: " and ")).")
                + " Throws a `BridgeDataError` naming the first mismatch's path, which starts with `path`.",
        ], to: &printer)
        let typed = spell(type.name, form: .typed)
        printer.print("export function \(decoderName(type.name))(value: unknown, path = \"value\"): \(typed) {")
        imports.use("readObject", from: .data)
        printer.indent()
        defer {
            printer.outdent()
            printer.print("}")
        }
        guard !fields.isEmpty else {
            printer.print("readObject(value, path);")
            return printer.print("return {};")
        }
        printer.print("const json = readObject(value, path);")
        let optional = fields.filter(\.isOptional)
        let start = optional.isEmpty ? "return" : "const decoded: \(typed) ="
        if optional.count == fields.count {
            printer.print("\(start) {};")
        } else {
            printer.print("\(start) {")
            for field in fields where !field.isOptional {
                let value = readCall(field)
                printer.withIndentation { printer in printer.print("\(TypeScriptSyntax.key(field.wireName)): \(value),") }
            }
            printer.print("};")
        }
        guard !optional.isEmpty else { return }
        imports.use("isPresent", from: .data)
        for field in optional {
            let key = TypeScriptSyntax.literal(field.wireName)
            printer.print("if (isPresent(json[\(key)])) {")
            let value = readCall(field)
            printer.withIndentation { printer in printer.print("decoded\(Self.member(field.wireName)) = \(value);") }
            printer.print("}")
        }
        printer.print("return decoded;")
    }

    /// Reads `field` from `json`: `readMember(json, "width", path, readInteger)`, or with its default,
    /// `readMemberOr(json, "mimeType", path, readString, "image/jpeg")`.
    private mutating func readCall(_ field: FieldSpec) -> String {
        let read = reader(for: field.type)
        let key = TypeScriptSyntax.literal(field.wireName)
        guard let value = field.defaultValue else {
            imports.use("readMember", from: .data)
            return "readMember(json, \(key), path, \(read))"
        }
        imports.use("readMemberOr", from: .data)
        return "readMemberOr(json, \(key), path, \(read), \(TypeScriptSyntax.literal(value)))"
    }

    /// The reader of a value of `type`: `readInteger`, `arrayReader(readString)`, `decodeNFCReadResult`.
    /// Values of open sets (enum types, statuses…) are read as strings: a newer peer may add values.
    mutating func reader(for type: TypeReference) -> String {
        let name: String
        switch type {
        case .string: name = "readString"
        case .integer: name = "readInteger"
        case .number: name = "readNumber"
        case .boolean: name = "readBoolean"
        case .bytes: name = "readBytes"
        case .json: name = "readJSON"
        case .array(let element):
            let inner = reader(for: element)
            imports.use("arrayReader", from: .data)
            return "arrayReader(\(inner))"
        case .map(let value):
            let inner = reader(for: value)
            imports.use("mapReader", from: .data)
            return "mapReader(\(inner))"
        case .named(let typeName):
            if spec.type(named: typeName)?.isObject == true { return decoderReference(typeName) }
            name = "readString"
        }
        imports.use(name, from: .data)
        return name
    }

    /// `.name` after a value, or `["wire-name"]` when the name is not an identifier.
    static func member(_ name: String) -> String {
        TypeScriptSyntax.isIdentifier(name) ? ".\(name)" : "[\(TypeScriptSyntax.literal(name))]"
    }
}
