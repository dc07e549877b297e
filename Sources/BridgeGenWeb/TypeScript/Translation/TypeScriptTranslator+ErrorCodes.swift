import BridgeGenKit
import BridgeSpec

/// Error codes as types: the codes every request may end with, every code this client knows, and
/// the guard that narrows a code to them, so a switch over a narrowed code is checked by tsc.
extension TypeScriptTranslator {
    /// The codes the protocol declares that every host answers with itself, in spec order.
    var standardErrorCodes: [String] {
        spec.errorCodes.map(\.code).filter(ErrorCodeSpec.requiredByRuntime.contains)
    }

    /// `StandardErrorCode`, `KnownErrorCode` and `isKnownErrorCode`.
    mutating func translateErrorCodeTypes() {
        imports.use("ClientErrorCode", from: .errors)
        let declared = SectionEnumType.errorCode.rawValue
        declarations.append(
            .typeAlias(
                TypeScriptTypeAlias(
                    doc: [
                        "The codes any request may end with, whatever its action: those every host answers with itself, "
                            + "and those the client raises itself."
                    ],
                    name: "StandardErrorCode",
                    type: .union(standardErrorCodes.map(TypeScriptType.stringLiteral) + [.name("ClientErrorCode")]))))
        declarations.append(
            .typeAlias(
                TypeScriptTypeAlias(
                    doc: ["Every code this client knows: those the protocol declares, and those the client raises itself."],
                    name: "KnownErrorCode", type: .union([.valuesOf(declared), .name("ClientErrorCode")]))))
        let values = { (name: String) in
            TypeScriptExpression.spread(.call(.member(.identifier("Object"), "values"), [.identifier(name)]))
        }
        declarations.append(
            .constant(
                TypeScriptConstant(
                    doc: ["The codes `isKnownErrorCode` accepts."], isExported: false, name: "knownErrorCodes",
                    type: .generic("ReadonlySet", [.name("string")]),
                    value: .new(.identifier("Set"), [.array([values(declared), values("ClientErrorCode")])]))))
        declarations.append(
            .function(
                TypeScriptFunction(
                    doc: [
                        "Whether `code` is one this client knows. It narrows `code` to `KnownErrorCode`, so a switch over it "
                            + "is checked: tsc rejects a misspelled case. A code from a newer host is not known; handle it by its "
                            + "`recoverable` and message."
                    ],
                    name: "isKnownErrorCode",
                    signature: TypeScriptSignature(
                        parameters: [TypeScriptParameter(name: "code", type: .name("string"))],
                        returnType: .predicate("code", .name("KnownErrorCode"))),
                    body: [.return(.call(.member(.identifier("knownErrorCodes"), "has"), [.identifier("code")]))])))
    }
}
