import Testing

@testable import BridgeSpec

/// Broken YAML: each problem pinned as `bridgegen validate` prints it.
@Suite struct YAMLDiagnosticTests {
    @Test func tabInIndentation() {
        #expect(
            Fixture.diagnostics("protocol:\n\tname: x\n") == """
                spec.yaml:2:1: error: tabs are not allowed in indentation; indent with spaces
                \tname: x
                ^

                """)
    }

    @Test func tabAfterIndentationSpaces() {
        #expect(
            Fixture.diagnostics("a:\n  b: 1\n\tc: 2\n") == """
                spec.yaml:3:1: error: tabs are not allowed in indentation; indent with spaces
                \tc: 2
                ^

                """)
    }

    @Test func unclosedDoubleQuote() {
        #expect(
            Fixture.diagnostics("protocol:\n  name: \"GBG\n  version: 1.0\n") == """
                spec.yaml:2:9: error: this quoted string is never closed; add the closing "
                  name: "GBG
                        ^
                spec.yaml:4:1: note: the file ends here, still inside the string

                ^

                """)
    }

    @Test func unclosedSingleQuoteAfterMultiByteText() {
        #expect(
            Fixture.diagnostics("ü: 'x\n") == """
                spec.yaml:1:4: error: this quoted string is never closed; add the closing '
                ü: 'x
                   ^
                spec.yaml:2:1: note: the file ends here, still inside the string

                ^

                """)
    }

    @Test func unclosedFlowSequence() {
        #expect(
            Fixture.diagnostics("errors: [BUSY, TIMEOUT\nnext: 1\n") == """
                spec.yaml:2:5: error: expected ',' or ']' here; the '[' is not closed
                next: 1
                    ^
                spec.yaml:1:9: note: the '[' is here
                errors: [BUSY, TIMEOUT
                        ^

                """)
    }

    @Test func unquotedColonInValue() {
        #expect(
            Fixture.diagnostics("description: Note: this breaks\n") == """
                spec.yaml:1:18: error: unexpected ':'; quote a value that contains ': ', and start a nested mapping on its own line
                description: Note: this breaks
                                 ^

                """)
    }

    @Test func keyOutOfLine() {
        #expect(
            Fixture.diagnostics("a:\n  b: 1\n c: 2\n") == """
                spec.yaml:3:2: error: this line is not lined up with the keys of its mapping; check the indentation
                 c: 2
                 ^
                spec.yaml:1:1: note: the mapping starts here
                a:
                ^

                """)
    }

    @Test func lineWithoutColon() {
        #expect(
            Fixture.diagnostics("a: 1\nb\nc: 2\n") == """
                spec.yaml:2:1: error: this key has no ':'; every line of a mapping is 'key: value'
                b
                ^

                """)
    }

    @Test func reservedIndicator() {
        #expect(
            Fixture.diagnostics("swiftName: @objc\n") == """
                spec.yaml:1:12: error: '@' cannot start a plain value; put the value in quotes
                swiftName: @objc
                           ^

                """)
    }

    @Test func secondDocument() {
        #expect(
            Fixture.diagnostics("a: 1\n---\nb: 2\n") == """
                spec.yaml:2:1: error: a spec is a single YAML document, but a second document starts here
                ---
                ^
                spec.yaml:1:1: note: the first document starts here
                a: 1
                ^

                """)
    }

    @Test func emptyFile() {
        #expect(
            Fixture.diagnostics("") == """
                spec.yaml:1:1: error: the file holds no YAML document: it is empty, or holds only comments

                ^

                """)
    }

    @Test func anchorAndAlias() {
        #expect(
            Fixture.diagnostics("a: &desc Shared.\nb: *desc\n") == """
                spec.yaml:1:4: error: anchors ('&desc') are not supported in a spec; write each value out in full
                a: &desc Shared.
                   ^
                spec.yaml:2:4: error: aliases ('*desc') are not supported in a spec; write the value out in full
                b: *desc
                   ^
                spec.yaml:1:4: note: the anchor '&desc' is defined here
                a: &desc Shared.
                   ^

                """)
    }

    @Test func invalidUTF8PointsAtTheFirstBadByte() {
        let bytes: [UInt8] = Array("name: caf".utf8) + [0xE9] + Array("\n".utf8)
        let result = SpecLoader.load(bytes: bytes, path: "spec.yaml")
        #expect(
            DiagnosticRenderer.render(result.diagnostics) == """
                spec.yaml:1:10: error: the file is not valid UTF-8 (byte 0xE9 here); save the spec as UTF-8
                name: caf\u{FFFD}
                         ^

                """)
    }

    @Test func nulByte() {
        #expect(
            Fixture.diagnostics("a: b\u{0}c\n") == """
                spec.yaml:1:5: error: the control character U+0000 is not allowed in a YAML file; is this a binary file?
                a: b\\u{0}c
                    ^

                """)
    }

    @Test func nestingTooDeep() {
        let text = "a: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n"
        let rendered = Fixture.diagnostics(text)
        #expect(
            rendered.hasPrefix(
                """
                spec.yaml:1:67: error: this value is nested more than 64 levels deep; a spec needs only a few

                """))
    }

    /// A duplicate is reported, and the rest of the spec is still checked with the first value.
    @Test func duplicateKeyWithNoteAtFirst() throws {
        let spec = try Fixture.minimal(
            ("  unsupported: Not available here.\n", "  unsupported: Not available here.\n  success: Again.\n"))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:46:3: error: duplicate key 'success'; each key may appear only once in a mapping
                  success: Again.
                  ^
                spec.yaml:42:3: note: 'success' is first used here
                  success: It worked.
                  ^

                """)
    }

    @Test func nonScalarKey() throws {
        let spec = try Fixture.minimal(("  ios: An iOS host.\n", "  ios: An iOS host.\n  ? [android, web]\n  : Others.\n"))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:49:5: error: a key must be a plain string, but this key is a sequence
                  ? [android, web]
                    ^

                """)
    }

    @Test func tagsAreRejected() throws {
        let spec = try Fixture.minimal(("  name: MiniBridge", "  name: !!str MiniBridge"))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:3:9: error: tags ('tag:yaml.org,2002:str') are not supported in a spec; every value is read as text
                  name: !!str MiniBridge
                        ^

                """)
    }

    @Test func byteOrderMarkIsNotAColumn() throws {
        let spec = try Fixture.minimal((Fixture.minimal.prefix { $0 != "\n" } + "\nprotocol:\n", "protocol: &header\n"))
        let result = SpecLoader.load(bytes: [0xEF, 0xBB, 0xBF] + Array(spec.utf8), path: "spec.yaml")
        #expect(
            DiagnosticRenderer.render(result.diagnostics) == """
                spec.yaml:1:11: error: anchors ('&header') are not supported in a spec; write each value out in full
                protocol: &header
                          ^

                """)
    }
}
