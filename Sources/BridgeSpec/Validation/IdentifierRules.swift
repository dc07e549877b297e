/// Type names and field names are the spec format's identifiers, from which every output language
/// starts: type names in UpperCamelCase, field names any identifier. What an output language derives
/// from IDs, or is given in `names`, its generator checks.
extension SpecValidator {
    mutating func checkIdentifiers() {
        for type in spec.types {
            if !Identifier.isUpperCamelCase(type.name) {
                diagnostics.error(
                    "type name '\(type.name)' must be an UpperCamelCase identifier: a capital letter, then ASCII "
                        + "letters, digits and '_'",
                    at: type.location
                )
            }
            for field in type.fields where !Identifier.isValid(field.name) {
                diagnostics.error(
                    "field name '\(field.name)' of type '\(type.name)' is not an identifier (ASCII letters, digits "
                        + "and '_', not starting with a digit); name the field in lowerCamelCase and keep the JSON key "
                        + "with 'wireName: \(field.name)'",
                    at: field.location
                )
            }
        }
    }
}
