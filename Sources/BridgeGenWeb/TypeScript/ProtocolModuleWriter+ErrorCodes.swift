import BridgeGenKit
import BridgeSpec

/// Error codes as types: the codes every request may end with, every code this client knows, and
/// the guard that narrows a code to them, so a switch over a narrowed code is checked by tsc.
extension ProtocolModuleWriter {
    /// The codes the protocol declares that every host answers with itself, in spec order.
    var standardErrorCodes: [String] {
        spec.errorCodes.map(\.code).filter(ErrorCodeSpec.requiredByRuntime.contains)
    }

    /// Prints `StandardErrorCode`, `KnownErrorCode` and `isKnownErrorCode`.
    mutating func printErrorCodeTypes() {
        imports.use("ClientErrorCode", from: .errors)
        printer.print()
        JSDoc.print([
            "The codes any request may end with, whatever its action: those every host answers with itself, "
                + "and those the client raises itself.",
        ], to: &printer)
        printer.printUnion("export type StandardErrorCode =", standardErrorCodes.map(TypeScriptSyntax.literal) + ["ClientErrorCode"])
        printer.print()
        JSDoc.print(["Every code this client knows: those the protocol declares, and those the client raises itself."], to: &printer)
        let declared = "(typeof \(SectionEnumType.errorCode.rawValue))[keyof typeof \(SectionEnumType.errorCode.rawValue)]"
        printer.printUnion("export type KnownErrorCode =", [declared, "ClientErrorCode"])
        printer.print()
        JSDoc.print(["The codes `isKnownErrorCode` accepts."], to: &printer)
        printer.print("const knownErrorCodes: ReadonlySet<string> = new Set([")
        printer.withIndentation { printer in
            printer.print("...Object.values(\(SectionEnumType.errorCode.rawValue)),")
            printer.print("...Object.values(ClientErrorCode),")
        }
        printer.print("]);")
        printer.print()
        JSDoc.print([
            "Whether `code` is one this client knows. It narrows `code` to `KnownErrorCode`, so a switch over it "
                + "is checked: tsc rejects a misspelled case. A code from a newer host is not known; handle it by its "
                + "`recoverable` and message.",
        ], to: &printer)
        printer.print("export function isKnownErrorCode(code: string): code is KnownErrorCode {")
        printer.withIndentation { printer in printer.print("return knownErrorCodes.has(code);") }
        printer.print("}")
    }
}
