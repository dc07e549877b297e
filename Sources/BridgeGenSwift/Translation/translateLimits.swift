import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// The checks of a type's field limits (`minimum`, `maxLength`, …) once its fields are read:
    /// the reader's `check(_:key:)` fails with what is wrong at the field's path, or gives up, for
    /// the reader of values to say so. A field without a value (absent or null) has nothing to check.
    func limitChecks(_ fields: [FieldSpec]) -> CodeBlock {
        fields.compactMap { field -> SwiftStatement? in
            let property = Self.reference(to: field)
            let value = field.isOptionalInSwift ? SwiftExpression.name(Self.limitLocal(field)) : property
            guard let violation = limitViolation(of: field, value: value) else { return nil }
            let check = SwiftExpression.name("reader").dot("check").call(
                SwiftArgument(violation), SwiftArgument("key", .string(field.wireName)))
            guard field.isOptionalInSwift else { return .expression(.try(check)) }
            return .if([.optionalBinding([Self.limitLocal(field)], property)], then: [.expression(.try(check))], else: nil)
        }
    }

    /// The local a limit check binds `field`'s value to.
    private static func limitLocal(_ field: FieldSpec) -> String {
        "checked" + readingLocal(field).dropFirst("read".count)
    }

    /// `BridgeLimits.violation(of: value, …)` with the field's limits; nil for a field without any.
    private func limitViolation(of field: FieldSpec, value: SwiftExpression) -> SwiftExpression? {
        let limits = field.constraints
        guard !limits.isEmpty else { return nil }
        let number = { (bound: Double?) in bound.map(SwiftExpression.double) ?? .nilValue }
        let count = { (bound: Int?) in bound.map(SwiftExpression.integer) ?? .nilValue }
        let arguments: [SwiftArgument] =
            switch field.type {
            case .integer, .number:
                [SwiftArgument("minimum", number(limits.minimum)), SwiftArgument("maximum", number(limits.maximum))]
            case .string:
                [SwiftArgument("minLength", count(limits.minLength)), SwiftArgument("maxLength", count(limits.maxLength))]
            case .array:
                [SwiftArgument("minItems", count(limits.minItems)), SwiftArgument("maxItems", count(limits.maxItems))]
            default:
                []
            }
        guard !arguments.isEmpty else { return nil }
        return SwiftExpression.name("BridgeLimits").dot("violation").call([SwiftArgument("of", value)] + arguments)
    }
}
