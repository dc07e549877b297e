import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// Keys are compared code unit by code unit, as RFC 8259 and JavaScript compare them, never by
/// Swift's canonical equivalence: keys that differ only in normalization are different keys.
@Suite struct CodeUnitKeyTests {
    /// "é" as one scalar, U+00E9 (NFC).
    static let composed = "\u{E9}"
    /// "é" as e + U+0301 COMBINING ACUTE ACCENT (NFD).
    static let decomposed = "e\u{301}"
    /// KELVIN SIGN, whose canonical decomposition is the letter K.
    static let kelvin = "\u{212A}"

    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    private static func members(_ text: String) throws -> [(key: String, value: JSONValue)] {
        try #require(try JSONReader().read(text).objectValue).map { ($0.key, $0.value) }
    }

    @Test func theSwiftStringsUsedHereAreCanonicallyEqualButNotTheSameBytes() {
        #expect(Self.composed == Self.decomposed)
        #expect(Array(Self.composed.utf8) != Array(Self.decomposed.utf8))
        #expect(Self.kelvin == "K")
        #expect(!Self.composed.hasSameUTF8(as: Self.decomposed))
        #expect(Self.decomposed.hasSameUTF8(as: "e\u{301}"))
    }

    /// What JavaScript sends for `{[nfc]: 1, [nfd]: 2}`: valid JSON, kept as the later member.
    @Test(arguments: [(Self.composed, Self.decomposed), (Self.decomposed, Self.composed), ("K", Self.kelvin), (Self.kelvin, "K")])
    func equivalentKeysAreNotDuplicatesAndTheLaterOneIsKept(_ first: String, _ second: String) throws {
        let read = try Self.members(Self.object([(first, "1"), (second, "2")]))
        #expect(read.count == 1)
        #expect(Array(read[0].key.utf8) == Array(second.utf8), "the key is spelled as the kept member spells it")
        #expect(read[0].value == 2)
    }

    @Test func theSameBytesTwiceAreStillADuplicate() {
        for key in [Self.composed, Self.decomposed, Self.kelvin] {
            let text = Self.object([(key, "1"), (key, "2")])
            #expect(throws: JSONReadError.self, "\(Array(key.utf8))") { try JSONReader().read(text) }
        }
    }

    /// A key replaced by an equivalent one is still a key of the object: its bytes may not come again.
    @Test func aReplacedKeyCannotComeAgain() throws {
        let text = Self.object([(Self.composed, "1"), (Self.decomposed, "2"), ("x", "3"), (Self.composed, "4")])
        var error: JSONReadError?
        do { _ = try JSONReader().read(text) } catch let thrown { error = thrown }
        #expect(error?.kind == .duplicateKey(Self.composed))
        #expect(error?.offset == Array(text.utf8).count - Array("\"\(Self.composed)\":4}".utf8).count)
    }

    @Test func equivalentKeysInNestedObjectsAndBesideOtherKeys() throws {
        let inner = Self.object([("a", "true"), (Self.decomposed, "[1]"), (Self.composed, "null"), ("b", "false")])
        let value = try JSONReader().read(Self.object([("n", inner), (Self.composed, "0")]))
        let nested = try #require(value["n"]?.objectValue)
        #expect(nested.count == 3)
        #expect(nested.keys.contains { Array($0.utf8) == Array(Self.composed.utf8) })
        #expect(value[Self.composed] == 0)
    }

    /// Decoders and the subscript find a member only under the code units it was sent with.
    @Test func membersAreLookedUpByTheirExactCodeUnits() throws {
        let value = try JSONReader().read(Self.object([(Self.kelvin + "ind", "\"sent\""), (Self.decomposed, "1")]))
        #expect(value["Kind"] == nil)
        #expect(value[Self.kelvin + "ind"] == "sent")
        #expect(value[Self.composed] == nil)
        #expect(value[Self.decomposed] == 1)

        #expect(try Members(json: value, path: JSONPath()) == Members(kind: nil, kelvinKind: "sent", composed: 5, decomposed: 1))
        #expect(throws: BridgeDecodingError(path: JSONPath([.key("Kind")]), problem: .missingKey)) {
            try RequiredKind(json: value, path: JSONPath())
        }
    }

    /// A type whose members are the spellings above, read the way generated decoders read.
    private struct Members: BridgeJSONDecodable, Equatable {
        var kind: String?, kelvinKind: String?, composed: Int, decomposed: Int
        static let jsonMembers: JSONMembers = [
            "Kind": .optional, "\u{212A}ind": .optional, "\u{E9}": .optional, "e\u{301}": .required,
        ]

        init(kind: String?, kelvinKind: String?, composed: Int, decomposed: Int) {
            (self.kind, self.kelvinKind, self.composed, self.decomposed) = (kind, kelvinKind, composed, decomposed)
        }

        init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
            var readKind: String??, readKelvinKind: String??, readComposed: Int??, readDecomposed: Int?
            try reader.beginObject(Self.jsonMembers)
            while let key = try reader.nextKey() {
                switch key {
                case "Kind": try reader.readOptional(into: &readKind)
                case "\u{212A}ind": try reader.readOptional(into: &readKelvinKind)
                case "\u{E9}": try reader.readOptional(into: &readComposed)
                case "e\u{301}": try reader.readRequired(into: &readDecomposed)
                default: try reader.skipUnknownMember()
                }
            }
            kind = readKind ?? nil
            kelvinKind = readKelvinKind ?? nil
            composed = (readComposed ?? nil) ?? 5
            decomposed = try reader.present(readDecomposed, key: "e\u{301}")
        }
    }

    /// A type that requires the member "Kind", spelled with a K.
    private struct RequiredKind: BridgeJSONDecodable {
        var kind: String
        static let jsonMembers: JSONMembers = ["Kind": .required]

        init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
            var readKind: String?
            try reader.beginObject(Self.jsonMembers)
            while let key = try reader.nextKey() {
                if case "Kind" = key { try reader.readRequired(into: &readKind) } else { try reader.skipUnknownMember() }
            }
            kind = try reader.present(readKind, key: "Kind")
        }
    }
}
