import BridgeGenKit
import BridgeSpec

/// How the Swift output names the spec's elements, and how it writes a name where Swift would read
/// it otherwise: the one place Swift naming lives. The translation, the Swift name rules and
/// `bridgegen diff` all ask here, so a name the rules accept is the name the generator writes.
///
/// An element's Swift name is the one the spec gives it (`names: {swift: …}` or `swiftName`), or else
/// derived from its ID in lowerCamelCase (`camera.document.capture` → `cameraDocumentCapture`); a
/// field's is its key.
package enum SwiftNaming: DerivedNames {
    /// The key of Swift names in the spec's `names`, as the Swift output's language.
    package static let language = "swift"

    /// The words Swift reserves, which a declaration or a plain reference must write in backticks.
    package static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Names that no static member or enum case may have, backticks or not: `Foo.Type` and
    /// `Foo.Protocol` always mean a metatype.
    package static let unreachableMemberNames: Set<String> = ["Type", "Protocol"]

    /// Whether `name` is one of Swift's keywords.
    package static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

    /// `name`, in backticks where it is declared or plainly referred to if Swift would read it
    /// otherwise: a keyword (`default` → `` `default` ``), or `Type` and `Protocol`, which a
    /// property may take only so.
    package static func escapedIfKeyword(_ name: String) -> String {
        // Compared directly rather than hashed: every field and constant of a large spec asks.
        isKeyword(name) || name == "Type" || name == "Protocol" ? "`\(name)`" : name
    }

    /// `name` as a member after a dot, such as `self.name`: in backticks where it would mean
    /// something else there, which only `self` (`x.self` is `x` itself) and `init` (`self.init`
    /// calls an initializer) do: `` self.`self` ``; as it is otherwise: `self.default`.
    package static func member(_ name: String) -> String {
        name == "self" || name == "init" ? "`\(name)`" : name
    }

    /// Whether `name` is a Swift identifier the generator can write: an ASCII letter or `_`, then
    /// ASCII letters, digits and `_`. A lone `_` is the wildcard, not a name. Keywords are valid
    /// identifiers here; the generator writes them with backticks.
    package static func isValidIdentifier(_ name: String) -> Bool {
        Identifier.isValid(name)
    }
}
