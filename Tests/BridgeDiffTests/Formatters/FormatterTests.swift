import BridgeDiff
import Foundation
import Testing

/// Every output format, pinned on one sample change, so that a change to a format is a visible diff.
@Suite struct FormatterTests {
    @Test func textIsOneCompilerStyleLinePerFindingThenASummary() throws {
        let text = TextFormatter.render(try SampleChange.review())
        #expect(
            text == """
                new.yaml:5:1: breaking BREAKING_WITHOUT_MAJOR_BUMP protocol (web journeys): 1 change breaks deployed peers on the wire, but the protocol version stays 1.0; make it 2.0 so that old peers reject new messages instead of misreading them
                old.yaml:127:7: breaking FIELD_REMOVED_FROM_NATIVE_BOUND type:CaptureRequest/field:documentType (Swift API, TypeScript API): field 'documentType' of 'CaptureRequest' is removed; probably renamed to type:CaptureRequest/field:kind
                old.yaml:137:7: breaking FIELD_REMOVED_FROM_WEB_BOUND type:CaptureImage/field:width (web journeys, Swift API, TypeScript API): field 'width' of 'CaptureImage' is removed; deployed web journeys that read it no longer get it
                new.yaml:49:3: dangerous STATUS_ADDED status:acknowledged (web journeys): status 'acknowledged' is added; deployed web journeys may get it from new hosts and not handle it
                old.yaml:127:7: dangerous FIELD_DROPPED_BY_NEW_HOSTS type:CaptureRequest/field:documentType (web journeys): field 'documentType' of 'CaptureRequest' is removed; deployed web journeys still send it, and new hosts drop it unread; probably renamed to type:CaptureRequest/field:kind
                old.yaml:127:7: dangerous REMOVED_WITHOUT_DEPRECATION type:CaptureRequest/field:documentType (Swift API, TypeScript API): field 'documentType' of 'CaptureRequest' is removed without having been deprecated; probably renamed to type:CaptureRequest/field:kind
                old.yaml:137:7: dangerous REMOVED_WITHOUT_DEPRECATION type:CaptureImage/field:width (Swift API, TypeScript API): field 'width' of 'CaptureImage' is removed without having been deprecated
                new.yaml:82:3: safe DESCRIPTION_CHANGED action:camera.document.capture (Swift API): the description of action 'camera.document.capture' changed
                new.yaml:128:7: safe FIELD_OPTIONAL_ADDED_TO_NATIVE_BOUND type:CaptureRequest/field:kind (native hosts): optional field 'kind' of 'CaptureRequest' is added; hosts in users' hands ignore it; probably renamed from type:CaptureRequest/field:documentType
                old.yaml:137:7: accepted dangerous FIELD_DROPPED_BY_NEW_JOURNEYS type:CaptureImage/field:width (native hosts): field 'width' of 'CaptureImage' is removed; hosts in users' hands still send it, and new web journeys drop it unread; accepted: Hosts stopped measuring the width in release 3.2.
                baseline.yaml:5:5: stale baseline entry ACTION_REMOVED action:nfc.read: it matches no finding; remove it
                MiniBridge 1.0 → 1.0: 3 breaking, 4 dangerous, 2 safe; 1 accepted; 1 stale baseline entry.
                Suggested protocol version: 2.0 (a major bump: the change breaks deployed peers on the wire); the new spec has 1.0, too little.
                Fails --fail-on breaking: 3 findings.

                """)
    }

    @Test func textSaysSoWhenNothingChanged() throws {
        let text = TextFormatter.render(DiffReview(try Spec.diff(Spec.base, Spec.base)))
        #expect(
            text == """
                MiniBridge 1.0 → 1.0: no protocol changes between old.yaml and new.yaml.
                Suggested protocol version: 1.0 (no bump: nothing on the wire changes); the new spec has 1.0.
                Passes --fail-on breaking.

                """)
    }

    /// The README documents this document's schema; this golden keeps the two honest.
    @Test func jsonMatchesTheGolden() throws {
        let golden = Spec.testsFolder.appendingPathComponent("Fixtures/sample-report.json").path
        let expected = String(decoding: try #require(FileManager.default.contents(atPath: golden)), as: UTF8.self)
        let json = JSONFormatter.render(try SampleChange.review())
        #expect(json == expected)
        // And it is JSON that a standard parser reads, with the documented top-level keys.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "schemaVersion", "old", "new", "summary", "versionSuggestion", "check", "findings", "accepted", "staleBaseline",
            ])
    }

    @Test func jsonEscapesStrings() {
        #expect(JSONFormatter.string("a \"b\" \\ c\n\u{1}") == #""a \"b\" \\ c\n\u0001""#)
        // DEL and the C1 controls (CSI among them) are legal raw in JSON, and escaped all the same.
        #expect(JSONFormatter.string("\u{1B}[2J\u{7F}\u{9B}31m") == #""\u001b[2J\u007f\u009b31m""#)
    }

    @Test func markdownHasASummaryTableAndEveryFinding() throws {
        let markdown = MarkdownFormatter.render(try SampleChange.review())
        #expect(
            markdown == """
                ### Protocol changes: MiniBridge 1.0 → 1.0

                `old.yaml` → `new.yaml`: **3 breaking**, 4 dangerous, 2 safe; 1 accepted; 1 stale baseline entry.

                **Fails --fail-on breaking: 3 findings.** Suggested protocol version: 2.0 (a major bump: the change breaks deployed peers on the wire); the new spec has 1.0, too little.

                | Affects | 🔴 breaking | 🟠 dangerous | 🟢 safe |
                | --- | ---: | ---: | ---: |
                | web journeys | 2 | 2 | 0 |
                | native hosts | 0 | 0 | 1 |
                | Swift API | 2 | 2 | 1 |
                | TypeScript API | 2 | 2 | 0 |

                | Severity | Rule | Element | Affects | Where | Change |
                | --- | --- | --- | --- | --- | --- |
                | 🔴 breaking | `BREAKING_WITHOUT_MAJOR_BUMP` | `protocol` | web journeys | `new.yaml:5:1` | 1 change breaks deployed peers on the wire, but the protocol version stays 1.0; make it 2.0 so that old peers reject new messages instead of misreading them |
                | 🔴 breaking | `FIELD_REMOVED_FROM_NATIVE_BOUND` | `type:CaptureRequest/field:documentType` | Swift API, TypeScript API | `old.yaml:127:7` | field 'documentType' of 'CaptureRequest' is removed; probably renamed to type:CaptureRequest/field:kind |
                | 🔴 breaking | `FIELD_REMOVED_FROM_WEB_BOUND` | `type:CaptureImage/field:width` | web journeys, Swift API, TypeScript API | `old.yaml:137:7` | field 'width' of 'CaptureImage' is removed; deployed web journeys that read it no longer get it |
                | 🟠 dangerous | `STATUS_ADDED` | `status:acknowledged` | web journeys | `new.yaml:49:3` | status 'acknowledged' is added; deployed web journeys may get it from new hosts and not handle it |
                | 🟠 dangerous | `FIELD_DROPPED_BY_NEW_HOSTS` | `type:CaptureRequest/field:documentType` | web journeys | `old.yaml:127:7` | field 'documentType' of 'CaptureRequest' is removed; deployed web journeys still send it, and new hosts drop it unread; probably renamed to type:CaptureRequest/field:kind |
                | 🟠 dangerous | `REMOVED_WITHOUT_DEPRECATION` | `type:CaptureRequest/field:documentType` | Swift API, TypeScript API | `old.yaml:127:7` | field 'documentType' of 'CaptureRequest' is removed without having been deprecated; probably renamed to type:CaptureRequest/field:kind |
                | 🟠 dangerous | `REMOVED_WITHOUT_DEPRECATION` | `type:CaptureImage/field:width` | Swift API, TypeScript API | `old.yaml:137:7` | field 'width' of 'CaptureImage' is removed without having been deprecated |
                | 🟢 safe | `DESCRIPTION_CHANGED` | `action:camera.document.capture` | Swift API | `new.yaml:82:3` | the description of action 'camera.document.capture' changed |
                | 🟢 safe | `FIELD_OPTIONAL_ADDED_TO_NATIVE_BOUND` | `type:CaptureRequest/field:kind` | native hosts | `new.yaml:128:7` | optional field 'kind' of 'CaptureRequest' is added; hosts in users' hands ignore it; probably renamed from type:CaptureRequest/field:documentType |

                #### Accepted by the baseline

                | Severity | Rule | Element | Affects | Where | Change | Reason |
                | --- | --- | --- | --- | --- | --- | --- |
                | 🟠 dangerous | `FIELD_DROPPED_BY_NEW_JOURNEYS` | `type:CaptureImage/field:width` | native hosts | `old.yaml:137:7` | field 'width' of 'CaptureImage' is removed; hosts in users' hands still send it, and new web journeys drop it unread | Hosts stopped measuring the width in release 3.2. |

                #### Stale baseline entries

                They match no finding; remove them.

                | Rule | Element | Where | Reason |
                | --- | --- | --- | --- |
                | `ACTION_REMOVED` | `action:nfc.read` | `baseline.yaml:5:5` | The NFC pilot ended. |

                """)
    }

    @Test func markdownSaysSoWhenNothingChanged() throws {
        let markdown = MarkdownFormatter.render(DiffReview(try Spec.diff(Spec.base, Spec.base)))
        #expect(
            markdown == """
                ### Protocol changes: MiniBridge 1.0 → 1.0

                `old.yaml` → `new.yaml`: no changes to the protocol.

                **Passes --fail-on breaking.** Suggested protocol version: 1.0 (no bump: nothing on the wire changes); the new spec has 1.0.

                """)
    }

    /// Findings in the new spec annotate its lines; a removal, located in the old spec, names its old
    /// place; stale baseline entries annotate the baseline; a last notice sums up.
    @Test func githubAnnotationsMapSeveritiesToCommands() throws {
        let annotations = GitHubAnnotationFormatter.render(try SampleChange.review())
        #expect(
            annotations == """
                ::error file=new.yaml,line=5,col=1,title=BREAKING_WITHOUT_MAJOR_BUMP on protocol (breaking%3A web journeys)::1 change breaks deployed peers on the wire, but the protocol version stays 1.0; make it 2.0 so that old peers reject new messages instead of misreading them
                ::error title=FIELD_REMOVED_FROM_NATIVE_BOUND on type%3ACaptureRequest/field%3AdocumentType (breaking%3A Swift API%2C TypeScript API)::old.yaml:127:7: field 'documentType' of 'CaptureRequest' is removed; probably renamed to type:CaptureRequest/field:kind
                ::error title=FIELD_REMOVED_FROM_WEB_BOUND on type%3ACaptureImage/field%3Awidth (breaking%3A web journeys%2C Swift API%2C TypeScript API)::old.yaml:137:7: field 'width' of 'CaptureImage' is removed; deployed web journeys that read it no longer get it
                ::warning file=new.yaml,line=49,col=3,title=STATUS_ADDED on status%3Aacknowledged (dangerous%3A web journeys)::status 'acknowledged' is added; deployed web journeys may get it from new hosts and not handle it
                ::warning title=FIELD_DROPPED_BY_NEW_HOSTS on type%3ACaptureRequest/field%3AdocumentType (dangerous%3A web journeys)::old.yaml:127:7: field 'documentType' of 'CaptureRequest' is removed; deployed web journeys still send it, and new hosts drop it unread; probably renamed to type:CaptureRequest/field:kind
                ::warning title=REMOVED_WITHOUT_DEPRECATION on type%3ACaptureRequest/field%3AdocumentType (dangerous%3A Swift API%2C TypeScript API)::old.yaml:127:7: field 'documentType' of 'CaptureRequest' is removed without having been deprecated; probably renamed to type:CaptureRequest/field:kind
                ::warning title=REMOVED_WITHOUT_DEPRECATION on type%3ACaptureImage/field%3Awidth (dangerous%3A Swift API%2C TypeScript API)::old.yaml:137:7: field 'width' of 'CaptureImage' is removed without having been deprecated
                ::notice file=new.yaml,line=82,col=3,title=DESCRIPTION_CHANGED on action%3Acamera.document.capture (safe%3A Swift API)::the description of action 'camera.document.capture' changed
                ::notice file=new.yaml,line=128,col=7,title=FIELD_OPTIONAL_ADDED_TO_NATIVE_BOUND on type%3ACaptureRequest/field%3Akind (safe%3A native hosts)::optional field 'kind' of 'CaptureRequest' is added; hosts in users' hands ignore it; probably renamed from type:CaptureRequest/field:documentType
                ::notice title=FIELD_DROPPED_BY_NEW_JOURNEYS on type%3ACaptureImage/field%3Awidth (accepted)::old.yaml:137:7: field 'width' of 'CaptureImage' is removed; hosts in users' hands still send it, and new web journeys drop it unread; accepted: Hosts stopped measuring the width in release 3.2.
                ::warning file=baseline.yaml,line=5,col=5,title=Stale baseline entry::ACTION_REMOVED on action:nfc.read matches no finding; remove it
                ::notice title=Protocol changes%3A MiniBridge 1.0 → 1.0::3 breaking, 4 dangerous, 2 safe; 1 accepted; 1 stale baseline entry. Suggested protocol version: 2.0 (a major bump: the change breaks deployed peers on the wire); the new spec has 1.0, too little. Fails --fail-on breaking: 3 findings.

                """)
    }
}
