import BridgeDiff
import Foundation
import Testing

/// Every output format, pinned on one sample change, so that a change to a format is a visible diff.
@Suite struct FormatterTests {
    @Test func textIsOneCompilerStyleLinePerFindingThenASummary() throws {
        let text = TextFormatter.render(try SampleChange.report())
        #expect(text == """
            new.yaml:5:1: breaking BREAKING_WITHOUT_MAJOR_BUMP (web journeys): 1 change breaks deployed peers on the wire, but the protocol version stays 1.0; make it 2.0 so that old peers reject new messages instead of misreading them
            old.yaml:137:7: breaking FIELD_REMOVED_FROM_WEB_BOUND (web journeys, Swift API): field 'width' of 'CaptureImage' is removed; deployed web journeys that read it no longer get it
            new.yaml:49:3: dangerous STATUS_ADDED (web journeys): status 'acknowledged' is added; deployed web journeys may get it from new hosts and not handle it
            new.yaml:82:3: safe DESCRIPTION_CHANGED (Swift API): the description of action 'camera.document.capture' changed
            MiniBridge 1.0 → 1.0: 2 breaking, 1 dangerous, 1 safe.

            """)
    }

    @Test func textSaysSoWhenNothingChanged() throws {
        let text = TextFormatter.render(try Spec.diff(Spec.base, Spec.base))
        #expect(text == "MiniBridge 1.0 → 1.0: no protocol changes between old.yaml and new.yaml.\n")
    }

    /// The README documents this document's schema; this golden keeps the two honest.
    @Test func jsonMatchesTheGolden() throws {
        let golden = Spec.testsFolder.appendingPathComponent("Fixtures/sample-report.json").path
        let expected = String(decoding: try #require(FileManager.default.contents(atPath: golden)), as: UTF8.self)
        let json = JSONFormatter.render(try SampleChange.report())
        #expect(json == expected)
        // And it is JSON that a standard parser reads, with the documented top-level keys.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["schemaVersion", "old", "new", "summary", "findings"])
    }

    @Test func jsonEscapesStrings() {
        #expect(JSONFormatter.string("a \"b\" \\ c\n\u{1}") == #""a \"b\" \\ c\n\u0001""#)
    }

    @Test func markdownHasASummaryTableAndEveryFinding() throws {
        let markdown = MarkdownFormatter.render(try SampleChange.report())
        #expect(markdown == """
            ### Protocol changes: MiniBridge 1.0 → 1.0

            `old.yaml` → `new.yaml`: **2 breaking**, 1 dangerous, 1 safe.

            | Affects | 🔴 breaking | 🟠 dangerous | 🟢 safe |
            | --- | ---: | ---: | ---: |
            | web journeys | 2 | 1 | 0 |
            | native hosts | 0 | 0 | 0 |
            | Swift API | 1 | 0 | 1 |

            | Severity | Rule | Affects | Where | Change |
            | --- | --- | --- | --- | --- |
            | 🔴 breaking | `BREAKING_WITHOUT_MAJOR_BUMP` | web journeys | `new.yaml:5:1` | 1 change breaks deployed peers on the wire, but the protocol version stays 1.0; make it 2.0 so that old peers reject new messages instead of misreading them |
            | 🔴 breaking | `FIELD_REMOVED_FROM_WEB_BOUND` | web journeys, Swift API | `old.yaml:137:7` | field 'width' of 'CaptureImage' is removed; deployed web journeys that read it no longer get it |
            | 🟠 dangerous | `STATUS_ADDED` | web journeys | `new.yaml:49:3` | status 'acknowledged' is added; deployed web journeys may get it from new hosts and not handle it |
            | 🟢 safe | `DESCRIPTION_CHANGED` | Swift API | `new.yaml:82:3` | the description of action 'camera.document.capture' changed |

            """)
    }

    @Test func markdownSaysSoWhenNothingChanged() throws {
        let markdown = MarkdownFormatter.render(try Spec.diff(Spec.base, Spec.base))
        #expect(markdown == "### Protocol changes: MiniBridge 1.0 → 1.0\n\n`old.yaml` → `new.yaml`: no changes to the protocol.\n")
    }

    /// Findings in the new spec annotate its lines; a removal, located in the old spec, names its old place.
    @Test func githubAnnotationsMapSeveritiesToCommands() throws {
        let annotations = GitHubAnnotationFormatter.render(try SampleChange.report())
        #expect(annotations == """
            ::error file=new.yaml,line=5,col=1,title=BREAKING_WITHOUT_MAJOR_BUMP (breaking%3A web journeys)::1 change breaks deployed peers on the wire, but the protocol version stays 1.0; make it 2.0 so that old peers reject new messages instead of misreading them
            ::error title=FIELD_REMOVED_FROM_WEB_BOUND (breaking%3A web journeys%2C Swift API)::old.yaml:137:7: field 'width' of 'CaptureImage' is removed; deployed web journeys that read it no longer get it
            ::warning file=new.yaml,line=49,col=3,title=STATUS_ADDED (dangerous%3A web journeys)::status 'acknowledged' is added; deployed web journeys may get it from new hosts and not handle it
            ::notice file=new.yaml,line=82,col=3,title=DESCRIPTION_CHANGED (safe%3A Swift API)::the description of action 'camera.document.capture' changed

            """)
    }
}
