/// The names a spec gives one element in particular output languages, instead of the names those
/// languages' generators derive from its ID: `names: {swift: isSelected, kotlin: selected}`, or
/// `swiftName: isSelected`, which is `names: {swift: isSelected}`.
///
/// The model only keeps them. Whether a name suits a language, and what a language derives where
/// none is given, is that language's generator's business.
package struct LanguageNames: Equatable, Sendable {
    /// A name given for one language, and where the spec gives it.
    package struct Given: Equatable, Sendable {
        /// The name as written.
        package var name: String
        /// Where the name is written.
        package var location: SourceLocation

        package init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }

    /// The languages a spec may give names in, the keys of `names`: each output language whose
    /// generator names elements, and Kotlin, whose generator is to come. A test holds every
    /// registered generator's naming language to this list.
    package static let languages = ["swift", "typescript", "kotlin"]

    private var given: [String: Given]

    /// Names by language key.
    package init(_ given: [String: Given] = [:]) {
        self.given = given
    }

    /// The name given for `language`, if any. Generators ask for every element, nearly all of which
    /// are given none: those answer without hashing `language`.
    package subscript(language: String) -> Given? { given.isEmpty ? nil : given[language] }

    /// The languages names are given in, in the order `languages` lists them.
    package var languagesGiven: [String] { Self.languages.filter { given[$0] != nil } }
}
