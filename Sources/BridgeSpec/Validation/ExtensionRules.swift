/// What an extension spec may declare: nothing its base declares already, IDs in its namespace,
/// and no typed slots (those are the base host's properties; an extension's actions get typed
/// handlers instead).
struct ExtensionRules {
    let header: ExtensionSpec
    let base: ProtocolSpec
    let baseTree: YAMLNode
    let root: YAMLNode
    var diagnostics = DiagnosticCollector()

    /// What the extension adds, by section, with what it is allowed to: colliding entries are left
    /// out, so that one mistake is reported once.
    struct Accepted {
        var entries: [String: [YAMLMappingEntry]] = [:]
        var names = DeclaredNames()
    }

    mutating func check() -> Accepted {
        var accepted = Accepted()
        for section in SpecReader.extendingSections {
            guard let entries = root.entry(section)?.value.mapping else { continue }
            let baseEntries = baseTree.entry(section)?.value.mapping ?? []
            for entry in entries {
                if let existing = baseEntries.first(where: { $0.key == entry.key }) {
                    diagnostics.error(
                        "\(Self.element(section)) '\(entry.key)' is already declared by the base protocol \(base.name); "
                            + "an extension can only add, so choose another name",
                        at: entry.keyLocation, notes: [.note("\(base.name) declares it here", at: existing.keyLocation)])
                    continue
                }
                checkNamespace(entry, in: section)
                if section == "capabilities", let slot = entry.value.entry("slot") {
                    diagnostics.error(
                        "capability '\(entry.key)' of an extension has no slot: slots are properties of the base host; "
                            + "its actions get typed handlers (host.handle(.action) { … }) instead",
                        at: slot.keyLocation)
                }
                accepted.entries[section, default: []].append(entry)
                accepted.names.insert(entry.key, in: section)
            }
        }
        return accepted
    }

    /// IDs start with the namespace, so that extensions never collide with each other or with the
    /// base's later versions.
    private mutating func checkNamespace(_ entry: YAMLMappingEntry, in section: String) {
        let prefix: String
        switch section {
        case "capabilities", "actions", "events": prefix = header.namespace + "."
        case "errors": prefix = header.errorCodePrefix
        default: return
        }
        guard !entry.key.hasPrefix(prefix) else { return }
        diagnostics.error(
            "\(Self.element(section)) '\(entry.key)' must start with '\(prefix)', the extension's namespace, so that it "
                + "cannot collide with another extension or a later version of \(base.name)",
            at: entry.keyLocation)
    }

    private static func element(_ section: String) -> String {
        switch section {
        case "errors": "error code"
        case "capabilities": "capability"
        case "actions": "action"
        case "events": "event"
        default: "type"
        }
    }
}

extension DeclaredNames {
    /// Records `name` as declared in `section`.
    mutating func insert(_ name: String, in section: String) {
        switch section {
        case "errors": errorCodes.insert(name)
        case "capabilities": capabilities.insert(name)
        case "actions": actions.insert(name)
        case "events": events.insert(name)
        default: types.insert(name)
        }
    }
}
