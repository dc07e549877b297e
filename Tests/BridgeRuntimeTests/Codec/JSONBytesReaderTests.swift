import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// The fast reader behind generated decoders: what it reads equals what `JSONReader` and
/// `init(json:path:)` read from the same text, and anything unusual it leaves to them.
@Suite struct JSONBytesReaderTests {
    /// `text` read as `T` straight from the bytes, or nil when the reader gives up or leaves text over.
    private func fast<T: BridgeJSONDecodable>(_ text: String, as type: T.Type, maxDepth: Int = 64) -> T? {
        Array(text.utf8).withUnsafeBytes { bytes in
            var reader = JSONBytesReader(JSONParser(bytes, maxDepth: maxDepth), depth: 0)
            guard let value = try? T(reading: &reader) else { return nil }
            reader.parser.skipWhitespace()
            return reader.parser.offset == reader.parser.end ? value : nil
        }
    }

    /// `text` read the general way.
    private func general<T: BridgeJSONDecodable>(_ text: String, as type: T.Type, maxDepth: Int = 64) -> T? {
        guard let json = try? JSONReader(limits: .init(maxDepth: maxDepth)).read(text) else { return nil }
        return try? T(json: json, path: JSONPath())
    }

    /// Reads `text` both ways: the fast value, which must be nil or the general one.
    private func both<T: BridgeJSONDecodable & Equatable>(_ text: String, as type: T.Type, maxDepth: Int = 64) -> T? {
        let value = fast(text, as: type, maxDepth: maxDepth)
        if let value { #expect(value == general(text, as: type, maxDepth: maxDepth), "\(text)") }
        return value
    }

    @Test func integersAreReadOnlyWhenIntHoldsThemExactly() {
        #expect(both("12", as: Int.self) == 12)
        #expect(both(" -0 ", as: Int.self) == 0)
        #expect(both("1e2", as: Int.self) == 100)
        #expect(both("1.5", as: Int.self) == nil)
        #expect(both("1e300", as: Int.self) == nil)
        #expect(both(#""12""#, as: Int.self) == nil)
    }

    @Test func scalarsAreReadAsTheGeneralReaderReadsThem() {
        #expect(both("1.25", as: Double.self) == 1.25)
        #expect(both("true", as: Bool.self) == true)
        #expect(both("false", as: Bool.self) == false)
        #expect(both("tru", as: Bool.self) == nil)
        #expect(both("null", as: Bool.self) == nil)
        #expect(both(#""a\nb\u00e9""#, as: String.self) == "a\nbé")
        #expect(both(#""\ud800""#, as: String.self) == nil)
        #expect(both(#"{"a":[1,{"b":null}],"c":"d"}"#, as: JSONValue.self) == ["a": [1, ["b": nil]], "c": "d"])
    }

    @Test func arraysNeedCommasBetweenElementsAndNoneElsewhere() {
        #expect(both("[1, 2 ,3]", as: [Int].self) == [1, 2, 3])
        #expect(both("[ ]", as: [Int].self) == [])
        #expect(both("[[1],[],[2,3]]", as: [[Int]].self) == [[1], [], [2, 3]])
        for broken in ["[1,]", "[,1]", "[1 2]", "[1", "[1]]", "{}"] {
            #expect(both(broken, as: [Int].self) == nil, "\(broken)")
        }
    }

    @Test func nestingStopsAtTheSameDepthAsTheGeneralReader() {
        #expect(both("[[[1]]]", as: [[[Int]]].self, maxDepth: 3) == [[[1]]])
        #expect(both("[[[1]]]", as: [[[Int]]].self, maxDepth: 2) == nil)
        #expect(general("[[[1]]]", as: [[[Int]]].self, maxDepth: 2) == nil)
        #expect(both(#"[{"a":[1]}]"#, as: [JSONValue].self, maxDepth: 3) == [["a": [1]]])
        #expect(both(#"[{"a":[1]}]"#, as: [JSONValue].self, maxDepth: 2) == nil)
    }

    @Test func objectsAreReadKeyByKeyAndDuplicatesGiveUp() throws {
        func members(_ text: String) -> [String]? {
            Array(text.utf8).withUnsafeBytes { bytes in
                var reader = JSONBytesReader(JSONParser(bytes, maxDepth: 8), depth: 0)
                var keys: [String] = []
                var count: Int?
                do {
                    try reader.beginObject()
                    while let key = try reader.nextKey() {
                        keys.append(String(decoding: key.bytes, as: UTF8.self))
                        if case "count" = key { try reader.readRequired(into: &count) } else { _ = try reader.value() }
                    }
                    _ = try reader.present(count, key: "count")
                } catch {
                    return nil
                }
                return keys
            }
        }
        #expect(members(#"{ "a" : 1 , "count":2 }"#) == ["a", "count"])
        #expect(members(#"{"count":2,"count":3}"#) == nil, "a duplicate")
        #expect(members(#"{"a":1}"#) == nil, "a required member missing")
        #expect(members(#"{"co\u0075nt":2}"#) == nil, "a key with an escape")
        #expect(members(#"{"count":2,}"#) == nil)
        #expect(members(#"{"count" 2}"#) == nil)
    }
}
