import BridgeSpec

/// The naming rule the camel-case languages share: an element's name in a language is the one the
/// spec gives it (`names: {<language>: …}`), or else derived from its ID in lowerCamelCase
/// (`camera.document.capture` → `cameraDocumentCapture`); a field's is its key. A language's naming
/// conforms, naming its `language`, and adds what it writes differently (escapes, constants).
package protocol DerivedNames {
    /// The key of this language's names in the spec's `names`.
    static var language: String { get }
}

extension DerivedNames {
    /// The name of an action, such as `cameraDocumentCapture`.
    package static func name(of action: ActionSpec) -> String {
        action.names[language]?.name ?? CamelCase.lower(fromID: action.id)
    }

    /// The name of an event, such as `hostReady`.
    package static func name(of event: EventSpec) -> String {
        event.names[language]?.name ?? CamelCase.lower(fromID: event.name)
    }

    /// The name of a capability, such as `cameraDocument`.
    package static func name(of capability: CapabilitySpec) -> String {
        capability.names[language]?.name ?? CamelCase.lower(fromID: capability.id)
    }

    /// The name of an error code, such as `cameraDenied`.
    package static func name(of code: ErrorCodeSpec) -> String {
        code.names[language]?.name ?? CamelCase.lower(fromID: code.code)
    }

    /// The name of a value of a set (a status, an environment, a permission state, a value of an
    /// enum type), such as `notDetermined`.
    package static func name(of value: EnumCaseSpec) -> String {
        value.names[language]?.name ?? CamelCase.lower(fromID: value.value)
    }

    /// The name of a union's case, such as `dataUrl` for the tag `data-url`.
    package static func name(of unionCase: UnionCaseSpec) -> String {
        unionCase.names[language]?.name ?? CamelCase.lower(fromID: unionCase.tag)
    }

    /// The name of a field's property, such as `imageData`: its key, unless the spec gives another.
    package static func name(of field: FieldSpec) -> String {
        field.names[language]?.name ?? field.name
    }
}
