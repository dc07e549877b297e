/// What libyaml reported when it could not go on: its problem and context, in its own words, with
/// their positions turned into source locations.
struct YAMLSyntaxProblem: Error, Equatable {
    /// Which stage of libyaml failed.
    enum Stage: Equatable {
        /// Decoding the bytes (invalid UTF-8, control characters).
        case reader
        /// Splitting characters into tokens (tabs, unclosed quotes, stray characters).
        case scanner
        /// Fitting tokens into the grammar (bad indentation, missing `]`).
        case parser
        /// libyaml could not allocate memory.
        case memory
    }

    var stage: Stage
    /// libyaml's description, such as "found character that cannot start any token".
    var problem: String
    /// Where the problem is.
    var location: SourceLocation
    /// What libyaml was in the middle of, such as "while scanning a quoted scalar".
    var context: String?
    /// Where that started.
    var contextLocation: SourceLocation?
    /// For reader problems: the offending byte or code point, or -1.
    var value: Int
}
