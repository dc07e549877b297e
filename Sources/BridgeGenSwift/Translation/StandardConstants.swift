import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// The generated constant of a status the runtime relies on, such as `.cancelled`, by its value
    /// on the wire. The validator makes every spec declare those statuses; the fallback spells the
    /// value out all the same.
    func statusConstant(_ value: String) -> String {
        spec.statuses.first { $0.value == value }.map { "." + SwiftNaming.escapedIfKeyword(SwiftNaming.name(of: $0)) }
            ?? "\(GeneratedNames.status)(rawValue: \(SwiftLiteral.string(value)))"
    }

    /// The generated constant of an error code the runtime relies on, such as `.unsupportedAction`,
    /// by its code on the wire, as ``statusConstant(_:)`` finds statuses.
    func errorCodeConstant(_ code: String) -> String {
        spec.errorCodes.first { $0.code == code }.map { "." + SwiftNaming.escapedIfKeyword(SwiftNaming.name(of: $0)) }
            ?? "\(GeneratedNames.errorCode)(rawValue: \(SwiftLiteral.string(code)))"
    }
}
