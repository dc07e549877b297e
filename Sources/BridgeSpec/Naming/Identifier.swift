/// The identifiers of the spec format: what type names, field names and an extension's name must
/// be, so that every output language can start from them. Each output language checks the names it
/// derives or is given besides, against its own rules and reserved words.
package enum Identifier {
    /// Whether `name` is an identifier: an ASCII letter or `_`, then ASCII letters, digits and `_`.
    /// A lone `_` is a wildcard in many languages, not a name.
    package static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, name != "_", isHead(first) else { return false }
        return name.utf8.dropFirst().allSatisfy { isHead($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Whether `name` is an identifier that starts with an upper-case letter, as type names do.
    package static func isUpperCamelCase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return isValid(name) && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
    }

    private static func isHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }
}
