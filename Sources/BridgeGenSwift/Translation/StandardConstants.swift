import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// The generated constant of a status the runtime relies on, such as `.cancelled`, by its value
    /// on the wire. The validator makes every spec declare those statuses; the fallback spells the
    /// value out all the same.
    func statusConstant(_ value: String) -> SwiftExpression {
        spec.statuses.first { $0.value == value }.map { .implicitMember(SwiftNaming.name(of: $0)) }
            ?? .name(GeneratedNames.status).call(SwiftArgument("rawValue", .string(value)))
    }

    /// The generated constant of an error code the runtime relies on, such as `.unsupportedAction`,
    /// by its code on the wire, as ``statusConstant(_:)`` finds statuses.
    func errorCodeConstant(_ code: String) -> SwiftExpression {
        spec.errorCodes.first { $0.code == code }.map { .implicitMember(SwiftNaming.name(of: $0)) }
            ?? .name(GeneratedNames.errorCode).call(SwiftArgument("rawValue", .string(code)))
    }
}
