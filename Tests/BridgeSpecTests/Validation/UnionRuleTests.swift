import Testing

@testable import BridgeSpec

/// Unions: `union` with a tag and cases, each case an object type that leaves the tag's key free.
@Suite struct UnionRuleTests {
    static let quality = "      quality: {type: number, default: 0.8}\n"
    static let side = "  Side:\n    description: A side of a document.\n"

    /// A spec whose request has a field of the union `Photo`, declared with `cases`.
    static func spec(_ cases: String, tag: String = "format", extraTypes: String = "") throws -> String {
        try Fixture.minimal(
            (Self.quality, Self.quality + "      photo: {type: Photo, optional: true}\n"),
            (
                Self.side,
                "  Photo:\n    description: A photo.\n    union:\n      tag: \(tag)\n      cases:\n\(cases)"
                    + "  Base64Photo:\n    description: Inline.\n    fields:\n      data: {type: bytes}\n"
                    + "  FilePhoto:\n    description: On disk.\n    fields:\n      path: {type: string}\n"
                    + extraTypes + Self.side
            ))
    }

    @Test func aUnionLoadsWithItsCasesInOrder() throws {
        let text = try Self.spec(
            "        base64: Base64Photo\n        file-path: {type: FilePhoto, description: On disk., swiftName: file}\n")
        #expect(Fixture.diagnostics(text) == "")
        let spec = try #require(Fixture.load(text).spec)
        let union = try #require(spec.type(named: "Photo")?.union)
        #expect(union.tag == "format")
        #expect(union.cases.map(\.tag) == ["base64", "file-path"])
        #expect(union.cases.map(\.type) == ["Base64Photo", "FilePhoto"])
        #expect(union.cases[1].description == "On disk.")
        #expect(union.cases[1].names["swift"]?.name == "file")
        #expect(spec.type(named: "Photo")?.referencedTypeNames == ["Base64Photo", "FilePhoto"])
    }

    /// Every mistake, all in one run, each where it is written.
    @Test func everyMistakeInOneRun() throws {
        let text = try Self.spec(
            "        base64: Base64Phot\n        side: Side\n        tagged: Tagged\n        nested: Photo\n        \"\": FilePhoto\n",
            extraTypes: "  Tagged:\n    description: Has the tag.\n    fields:\n      kind: {type: string, wireName: format}\n")
        #expect(
            Fixture.diagnostics(text) == """
                spec.yaml:118:17: error: case 'base64' of union 'Photo' is 'Base64Phot', which is not declared in 'types'; did you mean 'Base64Photo'?
                        base64: Base64Phot
                                ^
                spec.yaml:119:15: error: case 'side' of union 'Photo' must be an object type, but 'Side' is an enum
                        side: Side
                              ^
                spec.yaml:120:17: error: case 'tagged' of union 'Photo' is 'Tagged', whose field 'kind' has the wire name 'format', the union's tag; rename the tag or the field's 'wireName'
                        tagged: Tagged
                                ^
                spec.yaml:134:7: note: field 'kind' is declared here
                      kind: {type: string, wireName: format}
                      ^
                spec.yaml:121:17: error: case 'nested' of union 'Photo' must be an object type, but 'Photo' is a union; a case may not be a union itself
                        nested: Photo
                                ^
                spec.yaml:122:9: error: case '' of union 'Photo' is not a usable tag value: it is empty
                        "": FilePhoto
                        ^
                spec.yaml:123:3: warning: type 'Base64Photo' is not used by any action or event
                  Base64Photo:
                  ^

                """)
    }

    /// A tag JSON must escape, no cases, a union as a request: each reported.
    @Test func tagsCasesAndUses() throws {
        var text = try Self.spec("        {}\n", tag: "\"for\\tmat\"")
        text = text.replacingOccurrences(of: "    request: CaptureRequest\n", with: "    request: Photo\n")
        #expect(
            Fixture.diagnostics(text) == """
                spec.yaml:81:14: error: the request of action 'camera.document.capture' must be an object type, but 'Photo' is a union; use an object with a field of type 'Photo'
                    request: Photo
                             ^
                spec.yaml:107:3: warning: type 'CaptureRequest' is not used by any action or event
                  CaptureRequest:
                  ^
                spec.yaml:116:12: error: the tag of union 'Photo' is not a usable JSON key: it holds the control character U+0009
                      tag: "for\\tmat"
                           ^
                spec.yaml:117:7: error: union 'Photo' has no cases; give it at least one, a tag value mapped to an object type
                      cases:
                      ^
                spec.yaml:119:3: warning: type 'Base64Photo' is not used by any action or event
                  Base64Photo:
                  ^
                spec.yaml:123:3: warning: type 'FilePhoto' is not used by any action or event
                  FilePhoto:
                  ^
                spec.yaml:127:3: warning: type 'Side' is not used by any action or event
                  Side:
                  ^

                """)
    }

    @Test func aUnionNeedsATagAndCasesOfTheRightShape() throws {
        var text = try Self.spec("        base64: [Base64Photo]\n        file: {description: No type.}\n")
        text = text.replacingOccurrences(of: "      tag: format\n", with: "")
        #expect(
            Fixture.diagnostics(text) == """
                spec.yaml:115:5: error: missing required key 'tag' in 'union' in type 'Photo'
                    union:
                    ^
                spec.yaml:117:17: error: expected an object type's name, or a mapping with 'type' and 'description', for case 'base64' of union 'Photo', found a sequence
                        base64: [Base64Photo]
                                ^
                spec.yaml:118:9: error: missing required key 'type' in case 'file' of union 'Photo'
                        file: {description: No type.}
                        ^

                """)
    }
}
