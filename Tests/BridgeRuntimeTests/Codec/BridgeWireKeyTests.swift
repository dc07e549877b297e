import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// Wire keys are equal exactly when their code units are: what a host needs to key open requests by
/// correlation ID, and handlers by action, the way the page tells them apart.
@Suite struct BridgeWireKeyTests {
    /// Pairs Swift calls equal that are different strings on the wire: NFC and NFD "é", KELVIN SIGN
    /// and K, GREEK QUESTION MARK and a semicolon, and a precomposed Hangul syllable and its jamo.
    static let equivalentPairs: [(String, String)] = [
        ("caf\u{E9}-1", "cafe\u{301}-1"), ("\u{212A}", "K"), ("id\u{37E}2", "id;2"), ("\u{AC00}", "\u{1100}\u{1161}"),
    ]

    @Test(arguments: equivalentPairs)
    func canonicallyEquivalentStringsAreDifferentKeys(_ first: String, _ second: String) {
        #expect(first == second, "Swift's own equality, which the key must not use")
        #expect(BridgeWireKey(first) != BridgeWireKey(second))
        let table = [BridgeWireKey(first): 1, BridgeWireKey(second): 2]
        #expect(table.count == 2)
        #expect(table[BridgeWireKey(first)] == 1)
        #expect(table[BridgeWireKey(second)] == 2)
        #expect(Set([BridgeWireKey(first), BridgeWireKey(second), BridgeWireKey(first)]).count == 2)
    }

    @Test func theSameBytesAreTheSameKeyHoweverTheStringWasMade() {
        let texts = ["", "a", "web-1", "caf\u{E9}", "cafe\u{301}", String(repeating: "long-correlation-id-", count: 5), "😀"]
        for text in texts {
            let rebuilt = String(decoding: Array(text.utf8), as: UTF8.self)
            let sliced = String(Substring("x" + text).dropFirst())
            for other in [rebuilt, sliced] {
                #expect(BridgeWireKey(text) == BridgeWireKey(other))
                #expect(BridgeWireKey(text).hashValue == BridgeWireKey(other).hashValue)
            }
        }
        // Different texts are different keys, including a prefix of another.
        #expect(Set(texts.map { BridgeWireKey($0) }).count == texts.count)
        #expect(BridgeWireKey("web-1") != BridgeWireKey("web-10"))
    }

    @Test func itPrintsAndKeepsTheStringAsSent() {
        let key = BridgeWireKey("cafe\u{301}")
        #expect(Array(key.string.utf8) == Array("cafe\u{301}".utf8))
        #expect("\(key)" == key.string)
        let literal: BridgeWireKey = "capability.query"
        #expect(literal == BridgeWireKey("capability.query"))
    }
}
