/// References between parts of the spec: every type, action, capability and error code a spec
/// mentions must be declared, and requests, results, event data and union cases must be object types.
extension SpecValidator {
    /// Spellings from other languages that authors reach for, with the spec's word for them.
    static let typeSynonyms = [
        "int": "integer", "Int": "integer", "double": "number", "float": "number", "bool": "boolean",
        "Bool": "boolean", "object": "json", "any": "json", "data": "bytes", "Data": "bytes", "String": "string",
        "str": "string", "list": "array<…>", "dictionary": "map<…>",
    ]

    mutating func checkReferences() {
        if let negotiation = spec.negotiationAction {
            checkDeclared(
                negotiation, in: "actions", as: "the negotiation action",
                at: location(["protocol", "negotiation"], or: spec.location)
            )
        }
        for action in spec.actions {
            let path = ["actions", action.id]
            if let capability = action.capability {
                checkDeclared(
                    capability, in: "capabilities", as: "the capability of action '\(action.id)'",
                    at: location(path + ["capability"], or: action.location)
                )
            }
            let items = action.errors.isEmpty ? [] : node(at: path + ["errors"])?.sequence ?? []
            for (index, code) in action.errors.enumerated() {
                checkDeclared(
                    code, in: "errors", as: "an error code of action '\(action.id)'",
                    at: index < items.count ? items[index].location : action.location
                )
            }
        }
        // Types are resolved wherever the file names one, even in elements left out of the model.
        for use in typeUses {
            switch use.role {
            case .field(let field, let owner): checkFieldType(use.type, of: field, in: owner, at: use.location)
            case .request, .result, .eventData, .progress, .stream, .unionCase:
                if case .named(let name) = use.type { checkObjectType(name, as: use.role, at: use.location) }
            }
        }
    }

    /// Reports `name` unless the file declares it in `section`.
    private mutating func checkDeclared(_ name: String, in section: String, as role: String, at location: SourceLocation) {
        guard isDeclared(name, in: section) == false, let names = declared(section) else { return }
        diagnostics.error(
            "\(role) is '\(name)', which is not declared in '\(section)'\(Suggestion.didYouMean(name, among: names))",
            at: location
        )
    }

    /// Reports `name` unless it is a declared object type.
    private mutating func checkObjectType(_ name: String, as use: TypeUse.Role, at location: SourceLocation) {
        guard let isType = isDeclared(name, in: "types") else { return }
        let role = use.words
        if let type = type(named: name), case .enumeration = type.kind {
            diagnostics.error("\(role) must be an object type, but '\(name)' is an enum", at: location)
        } else if let type = type(named: name), case .union = type.kind {
            let hint =
                if case .unionCase = use { "; a case may not be a union itself" } else {
                    "; use an object with a field of type '\(name)'"
                }
            diagnostics.error("\(role) must be an object type, but '\(name)' is a union\(hint)", at: location)
        } else if SectionEnumType(rawValue: name) != nil {
            diagnostics.error("\(role) must be an object type, but '\(name)' is an enum", at: location)
        } else if !isType {
            let hint =
                TypeReference.builtInNames.contains(name)
                ? "; it must be an object type declared there, even one with no fields"
                : Suggestion.didYouMean(name, among: declared("types") ?? [])
            diagnostics.error("\(role) is '\(name)', which is not declared in 'types'\(hint)", at: location)
        }
    }

    /// Reports the names in the type of field `field` of `owner` that are neither declared types nor
    /// section enums.
    private mutating func checkFieldType(_ type: TypeReference, of field: String, in owner: String, at location: SourceLocation) {
        guard declared("types") != nil else { return }
        for name in type.namedTypes where isDeclared(name, in: "types") == false && SectionEnumType(rawValue: name) == nil {
            let known = (declared("types") ?? []) + SectionEnumType.allCases.map(\.rawValue)
            let hint =
                Self.typeSynonyms[name].map { "; did you mean '\($0)'?" }
                ?? Suggestion.didYouMean(name, among: known + TypeReference.builtInNames.dropLast(2))
            diagnostics.error("unknown type '\(name)' in field '\(field)' of type '\(owner)'\(hint)", at: location)
        }
    }
}
