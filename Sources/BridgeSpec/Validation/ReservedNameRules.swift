/// Type names may not be Swift keywords, nor names that Swift, the runtime or the generated library
/// already use: the generated code would not compile, or would silently mean another type.
extension SpecValidator {
    mutating func checkReservedNames() {
        for type in spec.types {
            guard let reason = ReservedNames.reasonTypeNameIsReserved(type.name) else { continue }
            diagnostics.error("type name '\(type.name)' is reserved: \(reason); choose another name", at: type.location)
        }
    }
}
