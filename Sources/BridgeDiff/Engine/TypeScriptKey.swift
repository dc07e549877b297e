/// How the generated TypeScript client names a value of an open set (statuses, error codes,
/// capability IDs, enum values) in its constant object: by the value itself when that is a bare
/// property name, else by its Swift name. Renaming the Swift name of such a value therefore breaks
/// TypeScript code too. Mirrors `TypeScriptSyntax.isIdentifier` in BridgeGenWeb, which the diff does
/// not link: the two must agree.
enum TypeScriptKey {
    /// Whether the client names `value` by its Swift name, because `value` is not ASCII letters,
    /// digits, `_` and `$` with no digit first.
    static func isSwiftName(for value: String) -> Bool {
        guard let first = value.unicodeScalars.first, !isDigit(first) else { return true }
        return !value.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar) || scalar == "_" || scalar == "$"
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
