/// A Kotlin declaration: a class of any kind, a function or a property.
package indirect enum KotlinDeclaration: Sendable {
    case type(KotlinClass)
    case function(KotlinFunction)
    case property(KotlinProperty)
}

/// Who may use a declaration, as Kotlin's explicit API mode requires every public one to say.
package enum KotlinVisibility: String, Sendable {
    case `public`, `internal`, `private`
}
