/// Things that load but are probably mistakes: types nothing uses, enums without values, error codes
/// listed twice. Warnings, so the spec still generates.
extension SpecValidator {
    mutating func checkUsage() {
        // With elements left out of the model, a type may look unused only because its user did not load.
        if isComplete { checkUnusedTypes() }
        for type in spec.types {
            if case .enumeration(let values) = type.kind, values.isEmpty {
                diagnostics.warning(
                    "enum '\(type.name)' has no values; use 'string' if any text is allowed",
                    at: keyLocation(["types", type.name, "enum"], or: type.location)
                )
            }
        }
        for action in spec.actions {
            let items = action.errors.isEmpty ? [] : node(at: ["actions", action.id, "errors"])?.sequence ?? []
            var seen: Set<String> = []
            for (index, code) in action.errors.enumerated() where !seen.insert(code).inserted {
                diagnostics.warning(
                    "error code '\(code)' is listed more than once in action '\(action.id)'",
                    at: index < items.count ? items[index].location : action.location
                )
            }
        }
    }

    /// Warns about types that no action or event reaches, directly or through fields.
    private mutating func checkUnusedTypes() {
        var used: Set<String> = []
        var pending = spec.actions.flatMap { [$0.request, $0.result] + [$0.update].compactMap { $0 } }
        pending += spec.events.compactMap(\.data)
        while let name = pending.popLast() {
            guard used.insert(name).inserted, let type = type(named: name) else { continue }
            pending += type.referencedTypeNames
        }
        for type in spec.types where !used.contains(type.name) {
            diagnostics.warning(
                "type '\(type.name)' is not used by any action or event", at: type.location
            )
        }
    }
}
