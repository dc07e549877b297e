@_spi(BridgeGenerated) @testable import BridgeRuntime
import Testing

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

        let object = try JSONObjectDecoder(value, path: JSONPath())
        #expect(try object.optional("Kind", as: String.self) == nil)
        #expect(try object.optional(Self.kelvin + "ind", as: String.self) == "sent")
        #expect(throws: BridgeDecodingError.self) { try object.required("Kind", as: String.self) }
        #expect(try object.value(Self.composed, default: 5) == 5)
        #expect(try object.required(Self.decomposed, as: Int.self) == 1)
    }
}
