import BridgeRuntime
import Testing

@Suite struct JSONValueTests {
    @Test func literalsBuildTheValuesTheyLookLike() {
        let constraints: JSONValue = ["maxResolution": .number(4096), "formats": .array([.string("jpeg")])]
        #expect(constraints == .object(["maxResolution": .number(4096), "formats": .array([.string("jpeg")])]))
        let result: JSONValue = ["chipRead": true]
        #expect(result == .object(["chipRead": .bool(true)]))
        let mixed: JSONValue = [nil, 1, 2.5, "three", [], [:]]
        #expect(mixed == .array([.null, .number(1), .number(2.5), .string("three"), .array([]), .object([:])]))
        let count = 3
        let interpolated: JSONValue = "\(count) pages"
        #expect(interpolated == .string("3 pages"))
    }

    @Test func accessorsReturnNilForOtherKinds() {
        let value: JSONValue = ["name": "Ada", "age": 36, "tags": ["a", "b"], "ok": false, "none": nil]
        #expect(value["name"]?.stringValue == "Ada")
        #expect(value["age"]?.doubleValue == 36)
        #expect(value["age"]?.intValue == 36)
        #expect(value["tags"]?[1] == "b")
        #expect(value["tags"]?[2] == nil)
        #expect(value["tags"]?[-1] == nil)
        #expect(value["tags"]?.arrayValue == ["a", "b"])
        #expect(value["ok"]?.boolValue == false)
        #expect(value["none"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value.objectValue?.count == 5)
        #expect(value["name"]?.doubleValue == nil)
        #expect(value["name"]?["x"] == nil)
        #expect(value[0] == nil)
        #expect(JSONValue.string("1").intValue == nil)
    }

    @Test(arguments: [(1.5, nil), (1e300, nil), (-0.0, 0), (4096, 4096), (-7, -7), (9.3e18, nil)] as [(Double, Int?)])
    func intValueIsForExactIntegersOnly(_ number: Double, _ expected: Int?) {
        #expect(JSONValue.number(number).intValue == expected)
    }

    @Test func descriptionIsCompactJSONWithSortedKeys() {
        let value: JSONValue = ["b": [1, 2.5, nil], "a": ["x": "</script>"], "c": true]
        #expect(value.description == #"{"a":{"x":"<\/script>"},"b":[1,2.5,null],"c":true}"#)
        #expect(JSONValue.null.description == "null")
    }
}
