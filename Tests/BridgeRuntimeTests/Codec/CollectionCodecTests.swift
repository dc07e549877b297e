import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

@Suite struct CollectionCodecTests {
    private let path = JSONPath([.key("data")])

    private func message<T: BridgeJSONDecodable>(_ type: T.Type, _ json: JSONValue) -> String? {
        do {
            _ = try T(json: json, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func arraysAndDictionariesDecodeTheirElements() throws {
        #expect(try [Int](json: [1, 2, 3], path: path) == [1, 2, 3])
        #expect(try [[String]](json: [["a"], []], path: path) == [["a"], []])
        #expect(try [String: Int](json: ["a": 1, "b": 2], path: path) == ["a": 1, "b": 2])
        #expect(try [String: [Bool]](json: ["x": [true]], path: path) == ["x": [true]])
    }

    @Test func errorsNameTheElement() {
        #expect(message([Int].self, [1, 2, "3"]) == #"data[2]: expected an integer, found the string "3""#)
        #expect(message([[Int]].self, [[1], [2, 2.5]]) == "data[1][1]: expected an integer, found the number 2.5")
        #expect(message([Int].self, ["a": 1]) == "data: expected an array, found an object")
        #expect(
            message([String: Int].self, ["camera.document": "1"])
                == #"data["camera.document"]: expected an integer, found the string "1""#)
        #expect(message([String: Int].self, [1]) == "data: expected an object, found an array")
    }

    @Test func theFirstBadMemberInKeyOrderIsReported() {
        // Dictionary order varies between runs; the error must not.
        let members = Dictionary(uniqueKeysWithValues: (0..<50).map { ("k\($0)", JSONValue.string("x")) })
        #expect(message([String: Int].self, .object(members)) == #"data.k0: expected an integer, found the string "x""#)
    }

    @Test func encodingIsDeterministic() {
        var writer = JSONWriter()
        ["b": [1, 2], "a": [], "c": [3]].encode(to: &writer)
        #expect(writer.string == #"{"a":[],"b":[1,2],"c":[3]}"#)
    }
}
