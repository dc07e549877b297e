/// An element's names in particular output languages: `names: {swift: …, kotlin: …}`, and the older
/// `swiftName`, which is `names.swift`.
extension SpecReader {
    /// The names `mapping` gives its element. An unknown language is reported at its key, with the
    /// known one it is closest to; a Swift name given both ways is reported at the second.
    mutating func names(in mapping: CheckedMapping) -> LanguageNames {
        var given: [String: LanguageNames.Given] = [:]
        if let entry = mapping.entry("names"),
            let names = self.mapping(
                entry.value, of: "'names' in \(mapping.what)", owner: entry.keyLocation, allowed: nil,
                expected: "a mapping of languages to names, such as {swift: isSelected},")
        {
            for language in names.entries {
                guard LanguageNames.languages.contains(language.key) else {
                    let hint =
                        Suggestion.closest(to: language.key, among: LanguageNames.languages).map { "did you mean '\($0)'?" }
                        ?? "names are given in \(Self.list(LanguageNames.languages, or: true))"
                    diagnostics.error(
                        "unknown language '\(language.key)' in the names of \(mapping.what); \(hint)", at: language.keyLocation)
                    continue
                }
                if let name = text(
                    of: language.value, for: "the \(language.key) name of \(mapping.what)", owner: language.keyLocation)
                {
                    given[language.key] = LanguageNames.Given(name: name, location: language.value.location)
                }
            }
        }
        if let entry = mapping.entry("swiftName"), let name = text("swiftName", in: mapping) {
            if let other = given["swift"] {
                diagnostics.error(
                    "\(mapping.what) has a Swift name in 'names' and in 'swiftName'; keep one", at: entry.keyLocation,
                    notes: [.note("'names' gives '\(other.name)' here", at: other.location)])
            } else {
                given["swift"] = LanguageNames.Given(name: name, location: entry.value.location)
            }
        }
        return LanguageNames(given)
    }
}
