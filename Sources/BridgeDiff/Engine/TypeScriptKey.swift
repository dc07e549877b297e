/// How the generated TypeScript client names a value of an open set (statuses, error codes,
/// capability IDs, enum values) in its constant object: by the value itself when that is a bare
/// property name, else by its Swift name. Renaming the Swift name of such a value therefore breaks
/// TypeScript code too. Mirrors `TypeScriptSyntax.isIdentifier` in BridgeWebGen, which the diff does
/// not link: the two must agree.
enum TypeScriptKey {
    /// Whether the client names `value` by its Swift name: it is not ASCII letters, digits, `_` and
    /// `$` starting with no digit.
    static func isSwiftName(for value: String) -> Bool {
        let allowed = value.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$") }
        return !allowed || value.isEmpty || ("0"..."9").contains(value.unicodeScalars.first!)
    }
}
