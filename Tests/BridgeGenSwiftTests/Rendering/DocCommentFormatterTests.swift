import BridgeGenKit
import Testing

@testable import BridgeGenSwift

/// The formatter alone, at small widths so that every break is visible in the expected text.
@Suite struct DocCommentFormatterTests {
    private func format(_ text: String, width: Int) -> String {
        DocCommentFormatter(width: width).lines(text).joined(separator: "\n")
    }

    @Test func fillsLinesUpToTheWidthAndBreaksAtSpaces() {
        let text = "The journey the host starts when the user taps the button on the welcome screen."
        #expect(
            format(text, width: 30) == """
                The journey the host starts
                when the user taps the button
                on the welcome screen.
                """
        )
    }

    @Test func joinsSoftLineBreaksAndKeepsOneBlankLineBetweenParagraphs() {
        let text = "\n\nFirst paragraph,\nwrapped   by hand.\n\n\n\nSecond   one.\n\n"
        #expect(
            format(text, width: 80) == """
                First paragraph, wrapped by hand.

                Second one.
                """
        )
    }

    @Test func neverBreaksInsideACodeSpan() {
        let text = "Call `start(journey: id, options: .default)` to begin, or ``a `b` c`` instead."
        #expect(
            format(text, width: 19) == """
                Call
                `start(journey: id, options: .default)`
                to begin, or
                ``a `b` c``
                instead.
                """
        )
    }

    @Test func treatsABacktickWithoutPartnerAsText() {
        #expect(
            format("A stray ` backtick does not glue the rest together.", width: 24) == """
                A stray ` backtick does
                not glue the rest
                together.
                """
        )
    }

    @Test func neverBreaksAURLAndLetsALongOneOverflowAlone() {
        let text = "See https://docs.example.com/bridge/v1/messages#start-options for details."
        #expect(
            format(text, width: 30) == """
                See
                https://docs.example.com/bridge/v1/messages#start-options
                for details.
                """
        )
    }

    @Test func countsCharactersNotBytes() {
        // The first line is 28 characters, 32 Unicode scalars and 50 UTF-8 bytes: it fills width 28.
        let text = "Grüße aus Zürich, café ünd 👨‍👩‍👧 done"
        #expect(
            format(text, width: 28) == """
                Grüße aus Zürich, café ünd 👨‍👩‍👧
                done
                """
        )
    }

    @Test func doesNotBreakAtANoBreakSpace() {
        #expect(
            format("Wait 10\u{00A0}seconds please", width: 12) == """
                Wait
                10\u{00A0}seconds
                please
                """
        )
    }

    @Test func startsListItemsOnTheirOwnLinesWithHangingIndentation() {
        let text = """
            Values:
            - `pending`: the user has not answered the prompt yet, so ask again
            * `denied`: refused
            12. twelfth: numbered items hang under their text too
            """
        #expect(
            format(text, width: 40) == """
                Values:
                - `pending`: the user has not answered
                  the prompt yet, so ask again
                * `denied`: refused
                12. twelfth: numbered items hang under
                    their text too
                """
        )
    }

    @Test func keepsTheIndentationOfNestedListItems() {
        let text = """
            Sends the message.
            - Parameters:
              - message: What to send; it is encoded as JSON before it leaves the host.
              - timeout: How long to wait.
            """
        #expect(
            format(text, width: 42) == """
                Sends the message.
                - Parameters:
                  - message: What to send; it is encoded
                    as JSON before it leaves the host.
                  - timeout: How long to wait.
                """
        )
    }

    @Test func joinsContinuationLinesToTheirListItem() {
        #expect(
            format("- a first item\n  that goes on\n- b", width: 80) == """
                - a first item that goes on
                - b
                """
        )
    }

    @Test func doesNotTakeEmphasisOrABareDashForAListMarker() {
        #expect(format("Some\n**bold** text\n-\nend", width: 80) == "Some **bold** text - end")
    }

    @Test func copiesFencedCodeVerbatim() {
        let text = """
            Example:
            ```swift
            let options = BridgeStartOptions(journeyID: "a-very-long-journey-identifier", environment: .sandbox)

              indented()
            ```
            After   the code.
            """
        #expect(
            format(text, width: 30) == """
                Example:
                ```swift
                let options = BridgeStartOptions(journeyID: "a-very-long-journey-identifier", environment: .sandbox)

                  indented()
                ```
                After the code.
                """
        )
    }

    @Test func endsLinesAtEveryKindOfLineBreak() {
        // A CR inside a `///` line would end the comment in Swift, and what follows would be code.
        let lines = DocCommentFormatter(width: 80).lines("One.\r\n\r\nTwo.\rpublic func evil() {}\n\nThree.")
        #expect(lines == ["One.", "", "Two. public func evil() {}", "", "Three."])
        #expect(!lines.contains { $0.contains("\r") })
    }

    @Test func measuresCombiningMarksWithTheirLetters() {
        // "é" written as e + U+0301 is one column: the line fills width 9 exactly.
        #expect(format("cafe\u{301} ole\u{301} x", width: 9) == "cafe\u{301} ole\u{301}\nx")
    }

    @Test func closesAFenceWhateverFollowsItsMarks() {
        let text = "```swift\ncode()\n```\u{301}\nAfter   it."
        #expect(format(text, width: 40) == "```swift\ncode()\n```\u{301}\nAfter it.")
    }

    @Test func returnsNoLinesForEmptyText() {
        #expect(DocCommentFormatter(width: 80).lines("") == [])
    }
}
