import BridgeGenKit

/// How the renderer writes a name: in backticks exactly where `SwiftNaming` says, decided without
/// hashing the name.
///
/// Every identifier of the output asks, hundreds of thousands for a large spec, and nearly none is a
/// keyword. A name is first looked up in a 256-bit filter of the reserved words' lengths and first and
/// last bytes, which involves no hashing and no reference counting; only a name the filter cannot
/// rule out is compared with the words themselves.
enum EscapedName {
    /// The bits of the reserved words' keys, as four words of a bit set.
    private struct Filter {
        var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        mutating func insert(_ key: Int) {
            let bit = UInt64(1) << UInt64(key & 63)
            switch key >> 6 {
            case 0: bits.0 |= bit
            case 1: bits.1 |= bit
            case 2: bits.2 |= bit
            default: bits.3 |= bit
            }
        }

        func contains(_ key: Int) -> Bool {
            let word =
                switch key >> 6 {
                case 0: bits.0
                case 1: bits.1
                case 2: bits.2
                default: bits.3
                }
            return word & (UInt64(1) << UInt64(key & 63)) != 0
        }
    }

    /// The words `SwiftNaming.escapedIfKeyword` puts in backticks.
    private static let filter: Filter = {
        var filter = Filter()
        for word in SwiftNaming.keywords.union(SwiftNaming.unreachableMemberNames) {
            filter.insert(key(of: word.utf8))
        }
        return filter
    }()

    /// A key of 8 bits from the name's length and its first and last bytes.
    private static func key(of utf8: String.UTF8View) -> Int {
        guard let first = utf8.first, let last = utf8.last else { return 0 }
        return (Int(first) &* 31 &+ Int(last) &* 7 &+ utf8.count) & 255
    }

    /// Whether a declaration or a plain reference writes `name` in backticks, as
    /// `SwiftNaming.escapedIfKeyword` does.
    static func needsBackticks(_ name: String) -> Bool {
        guard filter.contains(key(of: name.utf8)) else { return false }
        return SwiftNaming.escapedIfKeyword(name).utf8.count != name.utf8.count
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
