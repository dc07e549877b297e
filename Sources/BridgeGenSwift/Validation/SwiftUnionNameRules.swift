import BridgeSpec

/// A union's cases become the cases of a Swift `enum`: each name must be an identifier that is not
/// one of the members every generated union has (`unknown` first of all), and no two cases of one
/// union may get the same name (`file-path` and `filePath` both become `filePath`).
extension SwiftNameRules {
    mutating func checkUnionCaseNames() {
        for type in spec.types {
            guard let union = type.union else { continue }
            var firstByName: [String: UnionCaseSpec] = [:]
            for unionCase in union.cases {
                let name = SwiftNaming.name(of: unionCase)
                let given = unionCase.names[SwiftNaming.language]
                let what = "case '\(unionCase.tag)' of union '\(type.name)'"
                let problem: String? =
                    if !SwiftNaming.isValidIdentifier(name) {
                        "is not a valid Swift identifier"
                    } else if GeneratedNames.unionMembers.contains(name) || SwiftNaming.unreachableMemberNames.contains(name) {
                        "is taken: every generated union has a member '\(name)'"
                    } else {
                        nil
                    }
                if let problem {
                    let hint = given == nil ? "; set 'swiftName' to choose one" : ""
                    diagnostics.error(
                        "the Swift name '\(name)' \(given == nil ? "derived from" : "given to") \(what) \(problem)\(hint)",
                        at: given?.location ?? unionCase.location)
                }
                if let first = firstByName[name] {
                    diagnostics.error(
                        "\(what) has the Swift name '\(name)', which case '\(first.tag)' already has; set a different 'swiftName'",
                        at: given?.location ?? unionCase.location,
                        notes: [.note("case '\(first.tag)' is declared here", at: first.location)])
                } else {
                    firstByName[name] = unionCase
                }
            }
        }
    }
}
