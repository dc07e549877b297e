/// A Kotlin type as declarations and expressions name it.
package indirect enum KotlinType: Equatable, Sendable {
    /// A class by name, with its type arguments: `String`, `List<Long>`.
    case named(String, [KotlinType])
    /// The type or `null`: `String?`.
    case nullable(KotlinType)
    /// A function type: `suspend (BridgeTypedRequest<A>) -> B`.
    case function(isSuspend: Bool, parameters: [KotlinType], result: KotlinType)

    /// A class without type arguments.
    package static func name(_ name: String) -> KotlinType { .named(name, []) }

    /// This type or `null`; a nullable type stays as it is.
    package var orNull: KotlinType {
        if case .nullable = self { return self }
        return .nullable(self)
    }
}
