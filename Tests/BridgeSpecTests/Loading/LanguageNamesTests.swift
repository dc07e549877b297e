import Testing

@testable import BridgeSpec

/// `names: {swift: …, typescript: …, kotlin: …}`: an element's names in particular output
/// languages, and `swiftName`, which is `names.swift`. The model keeps them, each with where it is
/// written; which languages may be named is the format's, what a name must be is each language's.
@Suite struct LanguageNamesTests {
    @Test func namesAreKeptByLanguageWithTheirLocations() throws {
        let text = try Fixture.minimal(
            (
                "    description: Captures a document.\n",
                "    description: Captures a document.\n    names: {swift: scan, typescript: scanDocument, kotlin: scanPage}\n"
            ),
            (
                "  BUSY: {recoverable: true, description: Busy.}",
                "  BUSY: {recoverable: true, description: Busy., swiftName: hostBusy}"
            ),
            ("      back: The other side.", "      back: {description: The other side., names: {kotlin: reverse}}"),
            ("      imageData: {type: bytes}", "      imageData: {type: bytes, names: {swift: bytes}}"))
        let spec = try #require(Fixture.load(text).spec, "\(Fixture.diagnostics(text))")
        let action = try #require(spec.action("camera.document.capture"))
        #expect(action.names.languagesGiven == ["swift", "typescript", "kotlin"])
        #expect(
            action.names["swift"]
                == LanguageNames.Given(name: "scan", location: SourceLocation(file: "spec.yaml", line: 81, column: 20)))
        #expect(action.names["typescript"]?.name == "scanDocument")
        #expect(action.names["kotlin"]?.name == "scanPage")
        #expect(spec.errorCodes.first?.names["swift"]?.name == "hostBusy")
        #expect(spec.type(named: "Side")?.values.last?.names["kotlin"]?.name == "reverse")
        #expect(spec.type(named: "CaptureImage")?.fields.first?.names["swift"]?.name == "bytes")
        #expect(spec.action("capability.query")?.names == LanguageNames())
    }

    @Test func anUnknownLanguageIsReportedWithTheClosestOne() throws {
        let text = try Fixture.minimal(
            (
                "    description: Captures a document.\n",
                "    description: Captures a document.\n    names: {swfit: scan, java: scanDocument}\n"
            ))
        #expect(
            Fixture.diagnostics(text) == """
                spec.yaml:81:13: error: unknown language 'swfit' in the names of action 'camera.document.capture'; did you mean 'swift'?
                    names: {swfit: scan, java: scanDocument}
                            ^
                spec.yaml:81:26: error: unknown language 'java' in the names of action 'camera.document.capture'; names are given in 'swift', 'typescript' or 'kotlin'
                    names: {swfit: scan, java: scanDocument}
                                         ^

                """)
    }

    @Test func aSwiftNameIsGivenOnce() throws {
        let text = try Fixture.minimal(
            (
                "  BUSY: {recoverable: true, description: Busy.}",
                "  BUSY: {recoverable: true, names: {swift: busy}, swiftName: hostBusy}"
            ))
        #expect(
            Fixture.diagnostics(text) == """
                spec.yaml:55:51: error: error code 'BUSY' has a Swift name in 'names' and in 'swiftName'; keep one
                  BUSY: {recoverable: true, names: {swift: busy}, swiftName: hostBusy}
                                                                  ^
                spec.yaml:55:44: note: 'names' gives 'busy' here
                  BUSY: {recoverable: true, names: {swift: busy}, swiftName: hostBusy}
                                                           ^

                """)
    }

    @Test func namesIsAMappingOfNames() throws {
        let text = try Fixture.minimal(
            ("    description: Captures a document.\n", "    description: Captures a document.\n    names: scan\n"),
            ("  BUSY: {recoverable: true, description: Busy.}", "  BUSY: {recoverable: true, names: {kotlin: [busy]}}"))
        #expect(
            Fixture.diagnostics(text) == """
                spec.yaml:55:45: error: expected a string for the kotlin name of error code 'BUSY', found a sequence
                  BUSY: {recoverable: true, names: {kotlin: [busy]}}
                                                            ^
                spec.yaml:81:12: error: expected a mapping of languages to names, such as {swift: isSelected}, for 'names' in action 'camera.document.capture', found a scalar
                    names: scan
                           ^

                """)
    }
}
