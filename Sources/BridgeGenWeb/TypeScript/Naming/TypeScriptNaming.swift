import BridgeGenKit
import BridgeSpec

/// How the TypeScript client names the spec's elements where it names them by an identifier: an
/// action's method, and the property of a value in a constant object (`BridgeErrorCode.BUSY`).
/// Everything else it keys by the name on the wire: events in the event maps, fields by their
/// `wireName`, so those take no TypeScript name.
///
/// An element's TypeScript name is the one the spec gives it (`names: {typescript: …}`), or else
/// derived from its ID in lowerCamelCase (`nfc.read` → `nfcRead`); a value that is an identifier
/// already is its own name (`BUSY`, `front`).
package enum TypeScriptNaming {
    /// The key of TypeScript names in the spec's `names`, as the client's language.
    package static let language = "typescript"

    /// The client's method for an action, such as `nfcRead`.
    package static func methodName(of action: ActionSpec) -> String {
        action.names[language]?.name ?? CamelCase.lower(fromID: action.id)
    }

    /// The property that names the value `value` (a status, an error code, a capability ID, a value
    /// of an enum type) in its constant object.
    package static func constantName(of value: String, names: LanguageNames) -> String {
        names[language]?.name ?? (TypeScriptSyntax.isIdentifier(value) ? value : CamelCase.lower(fromID: value))
    }
}
