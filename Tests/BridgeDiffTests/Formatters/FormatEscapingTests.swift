import BridgeDiff
import Testing

/// The escaping of each format, exactly, on a status whose name holds a table pipe, a backtick and a
/// line break.
@Suite struct FormatEscapingTests {
    static func review() throws -> DiffReview {
        let unsupported = "  unsupported: Not available here.\n"
        let new = try Spec.edited((unsupported, unsupported + "  \"a|b`c\\nd\": {swiftName: odd}\n"))
        return DiffReview(try Spec.diff(Spec.base, new))
    }

    @Test func markdownKeepsTheTableWhole() throws {
        let markdown = MarkdownFormatter.render(try Self.review())
        let row = try #require(markdown.split(separator: "\n").first { $0.contains("STATUS_ADDED") })
        #expect(
            row
                == #"| 🟠 dangerous | `STATUS_ADDED` | ``status:a\|b`c\nd`` | web journeys | `new.yaml:49:3` | status 'a\|b\`c\\nd' is added; deployed web journeys may get it from new hosts and not handle it |"#
        )
    }

    @Test func githubEscapesAsTheToolkitDoes() throws {
        let github = GitHubAnnotationFormatter.render(try Self.review())
        let line = try #require(github.split(separator: "\n").first { $0.contains("STATUS_ADDED") })
        #expect(
            line == "::warning file=new.yaml,line=49,col=3,title=STATUS_ADDED on status%3Aa|b`c%0Ad (dangerous%3A web journeys)"
                + "::status 'a|b`c%0Ad' is added; deployed web journeys may get it from new hosts and not handle it")
    }

    @Test func textAndJSONEscapeTheLineBreak() throws {
        let review = try Self.review()
        #expect(TextFormatter.render(review).contains(#"status:a|b`c\nd (web journeys): status 'a|b`c\nd' is added"#))
        #expect(JSONFormatter.render(review).contains(#""element": "status:a|b`c\nd""#))
    }
}
