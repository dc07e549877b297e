import BridgeGenKit

/// How the renderer writes a name: in backticks exactly where `SwiftNaming` says, decided without
/// hashing the name.
///
/// Every identifier of the output asks, hundreds of thousands for a large spec, and nearly none is a
/// keyword. A name is first looked up in two bit tables, of the reserved words' first bytes and of
/// their last bytes, each by length; only a name both tables let through is compared with the
/// words themselves. The last byte is read only for a name the first table lets through: reading it
/// steps back through the name's UTF-8 view, which costs more than reading the first.
enum EscapedName {
    /// The longest reserved word has 15 bytes (`precedencegroup`).
    private static let lengths = 16

    /// For each length, 128 bits: which ASCII bytes a reserved word of that length starts with.
    private static let firstBytes = table { $0.first! }

    /// For each length, 128 bits: which ASCII bytes a reserved word of that length ends with.
    private static let lastBytes = table { $0.last! }

    /// The bits of `byte(word)` for each of the words `SwiftNaming.escapedIfKeyword` puts in backticks.
    private static func table(_ byte: (String.UTF8View) -> UInt8) -> [UInt64] {
        var table = [UInt64](repeating: 0, count: lengths * 2)
        for word in SwiftNaming.keywords.union(SwiftNaming.unreachableMemberNames) {
            precondition(word.utf8.count < lengths && word.utf8.allSatisfy { $0 < 0x80 }, "a reserved word is short ASCII")
            let value = byte(word.utf8)
            table[word.utf8.count * 2 + Int(value >> 6)] |= 1 << UInt64(value & 63)
        }
        return table
    }

    private static func contains(_ table: [UInt64], length: Int, byte: UInt8) -> Bool {
        byte < 0x80 && table[length * 2 + Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0
    }

    /// Whether a declaration or a plain reference writes `name` in backticks, as
    /// `SwiftNaming.escapedIfKeyword` does.
    static func needsBackticks(_ name: String) -> Bool {
        let utf8 = name.utf8
        let length = utf8.count
        guard length < lengths, let first = utf8.first, contains(firstBytes, length: length, byte: first),
            let last = utf8.last, contains(lastBytes, length: length, byte: last)
        else { return false }
        return SwiftNaming.escapedIfKeyword(name).utf8.count != length
    }

    /// Whether `name` after a dot goes in backticks, as `SwiftNaming.member` says: only `self` and
    /// `init`, which are compared only when the length matches.
    static func needsBackticksAsMember(_ name: String) -> Bool {
        name.utf8.count == 4 && (name == "self" || name == "init")
    }
}

extension SwiftRenderer {
    /// `name` as a declaration or a plain reference writes it: `SwiftNaming.escapedIfKeyword`.
    func escaped(_ name: String) -> String {
        EscapedName.needsBackticks(name) ? "`" + name + "`" : name
    }

    /// `name` after a dot: `SwiftNaming.member`.
    func memberName(_ name: String) -> String {
        EscapedName.needsBackticksAsMember(name) ? "`" + name + "`" : name
    }

    /// Appends `name` as `escaped(_:)` spells it, without a string of its own.
    func appendEscaped<Output: TextOutput>(_ name: String, to text: inout Output) {
        guard EscapedName.needsBackticks(name) else { return text += name }
        text += "`"
        text += name
        text += "`"
    }

    /// Appends `name` after a dot, as `SwiftNaming.member` spells it.
    func appendMember<Output: TextOutput>(_ name: String, to text: inout Output) {
        guard EscapedName.needsBackticksAsMember(name) else { return text += name }
        text += "`"
        text += name
        text += "`"
    }
}
