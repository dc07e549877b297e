import BridgeGenKit

/// What a declaration file (`.d.ts`) writes where the source has values: exported names are
/// `declare`d, a constant and a property by their types, a function by its signatures, and a
/// parameter with a default value is optional. Where the source leaves a type to inference, tsc
/// declares what it infers: a literal's own type, and an `as const` object's readonly literal members.
extension TypeScriptRenderer {
    /// `export ` and `keyword`, `declare`d in a declaration file.
    func exported(_ keyword: String) -> String {
        "export " + (output == .declarationFile ? "declare " : "") + keyword
    }

    /// Whether a caller may leave `parameter` out, as the output spells it: a parameter with a
    /// default value is optional in a declaration file, and JavaScript spells no optionality.
    func isOptional(_ parameter: TypeScriptParameter) -> Bool {
        switch output {
        case .source: parameter.isOptional
        case .javaScript: false
        case .declarationFile: parameter.isOptional || parameter.defaultValue != nil
        }
    }

    /// The type `parameter` is declared with: its own, or in a declaration file, where its default
    /// value no longer says it, the type tsc infers from a literal default (`path = "$"`: `string`).
    func declaredType(of parameter: TypeScriptParameter) -> TypeScriptType? {
        guard parameter.type == nil, output == .declarationFile, let value = parameter.defaultValue else { return parameter.type }
        switch value {
        case .string: return .name("string")
        case .integer, .number: return .name("number")
        case .boolean: return .name("boolean")
        default: preconditionFailure("the declaration of the parameter \(parameter.name) needs its type")
        }
    }

    /// `export declare const name: Type;`, or `= literal` for a literal whose type the source leaves
    /// to inference.
    func declaredConstant(_ constant: TypeScriptConstant, in printer: CodePrinter) -> Layout {
        let head = exported("const ") + constant.name
        if let type = constant.type ?? inferredType(of: constant.value) {
            let start = head + ": "
            return start + layout(type, at: position(after: start, in: printer, trailing: 1)) + ";"
        }
        precondition(constant.value.isLiteral, "the declaration of \(constant.name) needs its type")
        return Layout(head + " = " + flatOrEmpty(constant.value) + ";")
    }

    /// A class property without its value: `static readonly name: Type;`, or `= literal` for a
    /// readonly literal whose type the source leaves to inference.
    func declaredProperty(_ property: TypeScriptProperty) -> String {
        let head = (property.isStatic ? "static " : "") + (property.isReadonly ? "readonly " : "") + property.name
        if let type = property.type { return head + ": " + flatOrEmpty(type) + ";" }
        guard let value = property.value, value.isLiteral, property.isReadonly else {
            preconditionFailure("the declaration of \(property.name) needs its type")
        }
        return head + " = " + flatOrEmpty(value) + ";"
    }

    /// The type tsc infers for `value` where it is not a literal: an `as const` object's.
    private func inferredType(of value: TypeScriptExpression) -> TypeScriptType? {
        guard case .asConst(let value) = value else { return nil }
        return constType(of: value)
    }

    /// The type of `value` in an `as const` expression: literals as their own types, objects with
    /// their members readonly; nil for anything else.
    private func constType(of value: TypeScriptExpression) -> TypeScriptType? {
        switch value {
        case .string(let text): return .stringLiteral(text)
        case .integer, .number, .boolean: return .name(flatOrEmpty(value))
        case .object(let members, let expanded):
            var types: [TypeScriptTypeMember] = []
            for member in members {
                guard case .property(let doc, let key, let value) = member, let type = constType(of: value) else { return nil }
                types.append(.property(doc: doc, key: key, isOptional: false, type: type, isReadonly: true))
            }
            return .object(types, expanded: expanded)
        default: return nil
        }
    }
}

extension TypeScriptExpression {
    /// Whether it is a string, number or boolean literal, whose type a declaration file writes as its value.
    var isLiteral: Bool {
        switch self {
        case .string, .integer, .number, .boolean: true
        default: false
        }
    }
}
