/// How spec IDs become Swift names, and which Swift names are usable. The loader, the validator and
/// the generator all use these rules, so a name the validator accepts is the name the generator
/// writes.
package enum SwiftNaming {
    /// The lowerCamelCase Swift name of an ID: `camera.document.capture` → `cameraDocumentCapture`,
    /// `CAMERA_DENIED` → `cameraDenied`, `notDetermined` → `notDetermined`.
    ///
    /// The ID is split on `.`, `_` and `-`. A segment written all in capitals (`NFC`, `DG1`) is
    /// lower-cased first, so codes read as words; a mixed-case segment keeps its case. The first
    /// segment then starts lower-case and every later segment upper-case. The result may still be
    /// invalid (`3d.scan` → `3dScan`); the validator checks it with `isValidIdentifier`.
    package static func lowerCamelCase(fromID id: String) -> String {
        let segments = id.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" })
        return segments.enumerated().map { index, segment in
            let word = isAllUpperCase(segment) ? segment.lowercased() : String(segment)
            let first = word.prefix(1)
            return (index == 0 ? first.lowercased() : first.uppercased()) + word.dropFirst()
        }.joined()
    }

    /// Whether `name` is a Swift identifier the generator can write: an ASCII letter or `_`, then
    /// ASCII letters, digits and `_`. A lone `_` is the wildcard, not a name. Keywords are valid
    /// identifiers here; the generator writes them with backticks (`escapedIfKeyword`).
    package static func isValidIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name != "_" else { return false }
        return isIdentifierHead(first) && name.unicodeScalars.dropFirst().allSatisfy(isIdentifierCharacter)
    }

    /// Whether `name` is a valid identifier that starts with an upper-case letter, as type names do.
    package static func isUpperCamelCase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return isValidIdentifier(name) && ("A"..."Z").contains(first)
    }

    /// The words Swift reserves, which a declaration or a member access must write in backticks.
    package static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Names that no member may have, backticks or not: `Foo.Type` and `Foo.Protocol` always mean a
    /// metatype, so a static member or enum case called `Type` could never be reached.
    package static let unreachableMemberNames: Set<String> = ["Type", "Protocol"]

    /// Whether `name` must be written in backticks.
    package static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

    /// `name`, in backticks if it is a keyword: `default` → `` `default` ``.
    package static func escapedIfKeyword(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// A segment with at least one capital letter and no lower-case letter, such as `NFC` or `DG1`.
    private static func isAllUpperCase(_ segment: Substring) -> Bool {
        if segment.utf8.allSatisfy({ $0 < 0x80 }) {  // without the Unicode tables: every ID is named
            return segment.utf8.contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
                && !segment.utf8.contains { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
        }
        return segment.contains(where: \.isUppercase) && !segment.contains(where: \.isLowercase)
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || ("0"..."9").contains(scalar)
    }
}
