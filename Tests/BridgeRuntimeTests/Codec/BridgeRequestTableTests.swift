import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// The request table finds each action by the bytes of its name, whatever collides in its slots,
/// and finds nothing for any other name.
@Suite struct BridgeRequestTableTests {
    private static func check<Value: BridgeJSONDecodable & Sendable>(_ type: Value.Type) -> BridgeSchemaCheck {
        BridgeSchemaCheck(type)
    }

    private static func lookUp(_ table: BridgeRequestTable, _ name: String) -> String? {
        var name = name
        return name.withUTF8 { table.entry(for: JSONKey(bytes: $0))?.action }
    }

    @Test func findsEveryActionAmongManyAndNothingElse() {
        // Enough names that several share a slot's probe sequence.
        let names = (0..<1_000).map { "action.\($0)" } + ["a", "nfc.read", "camera.document.capture", "é.unicode"]
        let table = BridgeRequestTable(BridgeNameTable(pairs: names.map { (key: $0, value: Self.check(String.self)) }))
        for name in names { #expect(Self.lookUp(table, name) == name) }
        // Near misses in every part of the name: the first word, a middle word, the bytes after
        // the last whole word, and a name of exactly one word.
        for other in [
            "", "action.1000", "action.", "nfc.rea", "nfc.reads", "NFC.READ", "nfc.reae", "camera.document.captur",
            "Camera.document.capture", "camera.documenT.capture", "camera.document.capturf",
        ] {
            #expect(Self.lookUp(table, other) == nil, "\(other)")
        }
    }

    /// Names of every length around the word size, against the same name with one byte changed at
    /// each position: the comparison and the hash look at every byte, in whole words and the tail.
    @Test func comparesAndHashesEveryByte() {
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 23, 24, 25] {
            let name = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            name.withUnsafeBufferPointer { same in
                #expect(NameBytes.equal(name, same))
                #expect(NameBytes.hash(same) == NameBytes.hash(UnsafeBufferPointer(rebasing: same[...])))
            }
            for position in 0..<length {
                var changed = name
                changed[position] ^= 0x20
                changed.withUnsafeBufferPointer { changed in
                    #expect(!NameBytes.equal(name, changed), "length \(length), byte \(position)")
                    let hashes = name.withUnsafeBufferPointer { NameBytes.hash($0) }
                    #expect(NameBytes.hash(changed) != hashes, "length \(length), byte \(position)")
                }
            }
        }
        // An empty name hashes alike however its buffer was made.
        let empty: [UInt8] = []
        let fromArray = empty.withUnsafeBufferPointer { NameBytes.hash($0) }
        #expect(NameBytes.hash(UnsafeBufferPointer(start: nil, count: 0)) == fromArray)
    }

    /// A name already read into a string is found by its bytes too: never by a canonically
    /// equivalent spelling, as a `[String: BridgeSchemaCheck]` would find it.
    @Test func aStringNameIsFoundByItsExactBytes() {
        let names = ["nfc.readKey", "caf\u{E9}.order", "a;b", "action.7"]
        let table = BridgeRequestTable(BridgeNameTable(pairs: names.map { (key: $0, value: Self.check(String.self)) }))
        for name in names {
            #expect(table.entry(for: name)?.action == name)
            #expect(table.entry(for: String(decoding: Array(name.utf8), as: UTF8.self))?.action == name)
        }
        // The same text to Swift, other code units to the page: KELVIN SIGN, e + U+0301, GREEK QUESTION MARK.
        for equivalent in ["nfc.read\u{212A}ey", "cafe\u{301}.order", "a\u{37E}b"] {
            #expect(table.entry(for: equivalent) == nil, "\(Array(equivalent.utf8))")
        }
        #expect(table.entry(for: "nfc.readkey") == nil)
    }

    @Test func anEmptyTableFindsNothing() {
        let table = BridgeRequestTable(BridgeNameTable([:]))
        #expect(Self.lookUp(table, "nfc.read") == nil)
        #expect(Self.lookUp(table, "") == nil)
    }

    @Test func theCheckFoundIsTheAction() throws {
        let table = BridgeRequestTable(BridgeNameTable(["text": Self.check(String.self), "number": Self.check(Int.self)]))
        let text: [UInt8] = Array(#""hello""#.utf8)
        let decoded = try text.withUnsafeBytes { bytes in
            var name = "text"
            return try name.withUTF8 { name in
                var reader = JSONBytesReader(JSONParser(bytes, maxDepth: 8), depth: 0)
                return try #require(table.entry(for: JSONKey(bytes: name))).check.read(payloadData: &reader)
            }
        }
        #expect(decoded.value(as: String.self) == "hello")
    }
}
