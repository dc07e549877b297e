/// The building blocks every section is read with: mappings with known keys, and scalars of each
/// format. Each reports what is wrong where it is wrong, and returns nil for a value it could not read.
extension SpecReader {
    /// `node` as a mapping that may hold only the `allowed` keys (any key when nil, as in a mapping
    /// of names) and must hold the `required` ones. Returns nil only when `node` is not a mapping;
    /// key problems are reported and reading goes on. `whenEmpty` is said when `node` is YAML's
    /// empty value, `lineUp` when it is another value (see `lineUpHint`), and `unknownKeyHint`
    /// may say more of an unknown key than which key is close.
    mutating func mapping(
        _ node: YAMLNode, of what: String, owner: SourceLocation, allowed: [String]?, required: [String] = [],
        expected: String = "a mapping", whenEmpty hint: String? = nil, lineUp: @autoclosure () -> String? = nil,
        unknownKeyHint: (YAMLMappingEntry, [YAMLMappingEntry]) -> String? = { _, _ in nil }
    ) -> CheckedMapping? {
        guard let entries = node.mapping else {
            let lineUp = node.scalar?.isNull == true ? nil : lineUp()
            let hint = node.scalar?.isNull == true ? hint.map { "; \($0)" } ?? "" : lineUp ?? ""
            // A key that lines up with the wrong element is the mistake, rather than its value.
            diagnostics.error(
                "expected \(expected) for \(what), found \(node.kindDescription)\(hint)",
                at: lineUp == nil ? location(of: node, owner: owner) : owner
            )
            return nil
        }
        if let allowed {
            for entry in entries where !allowed.contains(entry.key) {
                let hint =
                    Suggestion.closest(to: entry.key, among: allowed).map { "did you mean '\($0)'?" }
                    ?? unknownKeyHint(entry, entries) ?? "expected \(Self.list(allowed, or: true))"
                diagnostics.error("unknown key '\(entry.key)' in \(what); \(hint)", at: entry.keyLocation)
            }
        }
        for key in required where !entries.contains(where: { $0.key == key }) {
            diagnostics.error("missing required key '\(key)' in \(what)", at: owner)
        }
        return CheckedMapping(what: what, owner: owner, entries: entries)
    }

    /// The entries of a section that maps IDs to elements (`actions`, `types`, …); empty after
    /// reporting when the section is not a mapping.
    mutating func sectionEntries(_ section: YAMLMappingEntry, expected: String) -> [YAMLMappingEntry] {
        mapping(
            section.value, of: "the '\(section.key)' section", owner: section.keyLocation,
            allowed: nil, expected: expected, whenEmpty: "write {} for none"
        )?.entries ?? []
    }

    /// The text of `key`, which must be a non-empty scalar; nil when absent or after reporting.
    mutating func text(_ key: String, in mapping: CheckedMapping) -> String? {
        guard let entry = mapping.entry(key) else { return nil }
        return text(of: entry.value, for: "'\(key)' in \(mapping.what)", owner: entry.keyLocation)
    }

    /// The text of `node`, which must be a non-empty scalar; nil after reporting.
    /// `what` is only put into words for a problem: most values have none.
    mutating func text(of node: YAMLNode, for what: @autoclosure () -> String, owner: SourceLocation) -> String? {
        guard let scalar = node.scalar else {
            diagnostics.error("expected a string for \(what()), found \(node.kindDescription)", at: node.location)
            return nil
        }
        guard !scalar.text.isEmpty else {
            diagnostics.error("\(what()) has no value", at: location(of: node, owner: owner))
            return nil
        }
        return scalar.text
    }

    /// The name of the object type `key` names, recorded as a use of that type as `role` (see
    /// `TypeUse`); nil when absent or after reporting.
    mutating func objectType(_ key: String, in mapping: CheckedMapping, as role: TypeUse.Role) -> String? {
        guard let entry = mapping.entry(key),
            let name = text(of: entry.value, for: "'\(key)' in \(mapping.what)", owner: entry.keyLocation)
        else { return nil }
        typeUses.append(TypeUse(type: .named(name), role: role, location: entry.value.location))
        return name
    }

    /// A description: absent, empty (`description:`) or text. Anything but a scalar is reported.
    mutating func description(_ key: String = "description", in mapping: CheckedMapping) -> String? {
        guard let entry = mapping.entry(key) else { return nil }
        return description(of: entry.value, for: "'\(key)' in \(mapping.what)")
    }

    /// `node` as a description: nil when empty, reported when not a scalar.
    mutating func description(of node: YAMLNode, for what: @autoclosure () -> String) -> String? {
        guard let scalar = node.scalar else {
            diagnostics.error("expected a description string for \(what()), found \(node.kindDescription)", at: node.location)
            return nil
        }
        return scalar.text.isEmpty ? nil : scalar.text
    }

    /// `true` or `false`, exactly; nil when absent or after reporting.
    mutating func bool(_ key: String, in mapping: CheckedMapping) -> Bool? {
        guard let text = text(key, in: mapping) else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default:
            diagnostics.error(
                "expected true or false for '\(key)' in \(mapping.what), found '\(text)'",
                at: mapping.entry(key)?.value.location
            )
            return nil
        }
    }

    /// A "major.minor" version; nil when absent or after reporting.
    mutating func version(_ key: String, in mapping: CheckedMapping) -> ProtocolVersion? {
        guard let text = text(key, in: mapping) else { return nil }
        guard let version = ProtocolVersion(text) else {
            diagnostics.error(
                "'\(key)' in \(mapping.what) must be \"major.minor\", such as \"1.0\"; found '\(text)'",
                at: mapping.entry(key)?.value.location
            )
            return nil
        }
        return version
    }

    /// A message direction; nil when absent or after reporting.
    mutating func direction(_ key: String, in mapping: CheckedMapping) -> Direction? {
        guard let text = text(key, in: mapping) else { return nil }
        guard let direction = Direction(rawValue: text) else {
            let names = Direction.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
            diagnostics.error(
                "'\(key)' in \(mapping.what) must be \(Self.list(names, or: true)); found '\(text)'\(hint)",
                at: mapping.entry(key)?.value.location
            )
            return nil
        }
        return direction
    }

    /// A sequence of non-empty scalars, with where each is; nil when absent or after reporting.
    mutating func textList(_ key: String, in mapping: CheckedMapping) -> [(text: String, location: SourceLocation)]? {
        guard let entry = mapping.entry(key) else { return nil }
        guard let items = entry.value.sequence else {
            diagnostics.error(
                "expected a sequence for '\(key)' in \(mapping.what), such as [A, B]; found \(entry.value.kindDescription)",
                at: location(of: entry.value, owner: entry.keyLocation)
            )
            return nil
        }
        var list: [(text: String, location: SourceLocation)] = []
        for item in items {
            if let text = text(of: item, for: "an item of '\(key)' in \(mapping.what)", owner: item.location) {
                list.append((text, item.location))
            }
        }
        return list.count == items.count ? list : nil
    }

    /// Where to report a problem with `node`: the node itself, or the key that holds it when the node
    /// is YAML's empty value (libyaml places that at whatever token follows, often the next line).
    func location(of node: YAMLNode, owner: SourceLocation) -> SourceLocation {
        node.scalar?.isNull == true ? owner : node.location
    }

    /// `'a', 'b' or 'c'` (or `and`), for messages.
    static func list(_ names: [String], or: Bool = false) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + quoted.last!
    }
}
