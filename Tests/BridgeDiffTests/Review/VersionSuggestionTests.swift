import BridgeDiff
import Testing

/// The suggested protocol version, and that every format shows it.
@Suite struct VersionSuggestionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var edits: [(String, String)]
        var bump: String
        var version: String
        var met: Bool
        var testDescription: String { name }
    }

    static let version = "MiniBridge\n  version: \"1.0\"\n"
    static let removal = ("      width: {type: integer}\n", "")
    static let addition = (
        "      width: {type: integer}\n", "      width: {type: integer}\n      dpi: {type: integer, optional: true}\n"
    )

    static let cases: [Case] = [
        Case(name: "a wire break calls for a major bump", edits: [removal], bump: "major", version: "2.0", met: false),
        Case(
            name: "a major bump meets it", edits: [removal, (version, "MiniBridge\n  version: \"2.0\"\n")],
            bump: "major", version: "2.0", met: true),
        Case(
            name: "a minor bump does not", edits: [removal, (version, "MiniBridge\n  version: \"1.1\"\n")],
            bump: "major", version: "2.0", met: false),
        Case(name: "an addition calls for a minor bump", edits: [addition], bump: "minor", version: "1.1", met: false),
        Case(
            name: "a minor bump meets it", edits: [addition, (version, "MiniBridge\n  version: \"1.1\"\n")],
            bump: "minor", version: "1.1", met: true),
        // A slot renamed breaks the Swift API only, which the SDK's version covers, not the protocol's.
        Case(
            name: "an API-only break calls for none",
            edits: [("      property: documentCapture\n", "      property: documentScanner\n")],
            bump: "none", version: "1.0", met: true),
        Case(
            name: "a reworded description calls for none",
            edits: [("    description: Captures a document.\n", "    description: Captures pages.\n")],
            bump: "none", version: "1.0", met: true),
    ]

    static func review(_ test: Case) throws -> DiffReview {
        var new = Spec.base
        for edit in test.edits { new = try Spec.edited(edit, in: new) }
        return DiffReview(try Spec.diff(Spec.base, new))
    }

    @Test(arguments: cases) func suggestsTheBumpTheChangeCallsFor(_ test: Case) throws {
        let suggestion = try Self.review(test).suggestion
        #expect(suggestion.bump.rawValue == test.bump)
        #expect(suggestion.version.description == test.version)
        #expect(suggestion.isMet == test.met)
    }

    @Test(arguments: cases) func everyFormatShowsIt(_ test: Case) throws {
        let review = try Self.review(test)
        let sentence = review.suggestion.sentence
        #expect(
            sentence.hasPrefix("Suggested protocol version: \(test.version) (a \(test.bump) bump")
                || sentence.hasPrefix("Suggested protocol version: \(test.version) (no bump"))
        #expect(sentence.hasSuffix(test.met ? "." : ", too little."))
        #expect(TextFormatter.render(review).contains("\n\(sentence)\n"))
        #expect(MarkdownFormatter.render(review).contains(" \(sentence)\n"))
        #expect(GitHubAnnotationFormatter.render(review).contains(" \(sentence) "))
        #expect(
            JSONFormatter.render(review).contains(
                "\"versionSuggestion\": {\"bump\": \"\(test.bump)\", \"version\": \"\(test.version)\", \"met\": \(test.met)}"))
    }
}
