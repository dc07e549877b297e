import BridgeGenKit

/// Where blank lines go between the declarations of a file, a body or an `#if` branch.
///
/// The rule: two neighbours sit on adjacent lines only when both are *compact* and of the same kind;
/// every other pair gets exactly one blank line. A compact declaration is a one-line declaration with no
/// doc comment and no attributes: a stored property or a property requirement, an enum case, a type
/// alias, or a function or initializer requirement (no body). So a run of undocumented cases or stored
/// properties reads as one group, and anything with a body, a doc comment or an attribute stands apart.
enum MemberSpacing {
    /// The kinds of compact declarations that group with their own kind.
    private enum CompactKind {
        case property
        case enumCase
        case typeAlias
        case function
        case initializer
    }

    /// Whether a blank line separates `first` from `second`, which follows it.
    static func needsBlankLine(between first: Declaration, and second: Declaration) -> Bool {
        guard let kind = compactKind(of: first) else { return true }
        return compactKind(of: second) != kind
    }

    private static func compactKind(of declaration: Declaration) -> CompactKind? {
        switch declaration {
        case .property(let property) where property.docComment == nil && property.attributes.isEmpty:
            switch property.value {
            case .computed, .observed, .accessors: return nil
            case .stored, .requirement: return .property
            }
        case .enumCase(let enumCase) where enumCase.docComment == nil && enumCase.attributes.isEmpty:
            return .enumCase
        case .typealias(let alias) where alias.docComment == nil && alias.attributes.isEmpty:
            return .typeAlias
        case .function(let function) where function.docComment == nil && function.attributes.isEmpty:
            return function.body == nil ? .function : nil
        case .initializer(let initializer) where initializer.docComment == nil && initializer.attributes.isEmpty:
            return initializer.body == nil ? .initializer : nil
        default:
            return nil
        }
    }
}
