import BridgeGenKit
import BridgeSpec

/// How the Kotlin output names the spec's elements, and how it writes a name Kotlin would read
/// otherwise: the one place Kotlin naming lives, which the translation and the name rules share.
///
/// An element's Kotlin name is the one the spec gives it (`names: {kotlin: …}`), or else derived from
/// its ID in lowerCamelCase (`camera.document.capture` → `cameraDocumentCapture`); a field's is its
/// key. Constants (`const val`, enum entries) are those names in SCREAMING_SNAKE_CASE, as Kotlin's
/// coding conventions write them (`CAMERA_DOCUMENT_CAPTURE`, `NOT_DETERMINED`).
package enum KotlinNaming: DerivedNames {
    /// The key of Kotlin names in the spec's `names`.
    package static let language = "kotlin"

    /// A constant's name: `notDetermined` → `NOT_DETERMINED`, `dg1Read` → `DG1_READ`.
    package static func constant(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                result.append("_")
            }
            result.append(contentsOf: character.uppercased())
            previous = character
        }
        return result
    }

    /// `name` with its first letter upper-case, for a name built from words: `handle` + `NfcRead`.
    package static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The words Kotlin reserves everywhere (its hard keywords), which a name must write in backticks.
    package static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    /// `name`, in backticks when it is a keyword.
    package static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The package of a protocol's API (`com.gbg.bridge`, where the runtime's README puts it) or
    /// of an extension's, a package of its own below it named by its namespace.
    package static func packageName(of spec: ProtocolSpec) -> String {
        guard let extensionSpec = spec.extensionSpec else { return basePackage }
        let segment = String(extensionSpec.namespace.lowercased().filter { $0.isLetter || $0.isNumber })
        return basePackage + "." + (keywords.contains(segment) ? "`\(segment)`" : segment)
    }

    /// The base protocol's package.
    package static let basePackage = "com.gbg.bridge"

    /// The package of the runtime.
    package static let runtimePackage = "com.gbg.bridge.runtime"
}
