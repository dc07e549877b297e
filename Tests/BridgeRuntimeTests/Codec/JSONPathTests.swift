import BridgeRuntime
import Testing

@Suite struct JSONPathTests {
    @Test func printsLikeJavaScript() {
        let capabilities = JSONPath().appending(key: "data").appending(key: "capabilities")
        #expect(
            capabilities.appending(key: "camera.document").appending(key: "version").description
                == #"data.capabilities["camera.document"].version"#)
        #expect(JSONPath().appending(key: "data").appending(key: "items").appending(index: 2).description == "data.items[2]")
        #expect(JSONPath().appending(index: 0).appending(key: "a").description == "[0].a")
        #expect(JSONPath([.key("a\"b"), .key("1x"), .key(""), .key("_ok$1")]).description == #"["a\"b"]["1x"][""]._ok$1"#)
        #expect(JSONPath().description == "")
        #expect(JSONPath().isEmpty && !JSONPath([.index(0)]).isEmpty)
    }

    @Test func pathsBuiltAnyWayAreEqual() {
        let appended = JSONPath().appending(key: "payload").appending(key: "data").appending(index: 3)
        let listed = JSONPath([.key("payload"), .key("data"), .index(3)])
        #expect(appended == listed)
        #expect(appended.hashValue == listed.hashValue)
        #expect(appended.components == [.key("payload"), .key("data"), .index(3)])
        #expect(appended != JSONPath([.key("payload"), .key("data"), .index(4)]))
        #expect(appended != JSONPath([.key("payload"), .key("data")]))
    }

    @Test func siblingsShareTheirParentWithoutDisturbingIt() {
        let parent = JSONPath([.key("a"), .key("b")])
        let first = parent.appending(key: "x")
        let second = parent.appending(index: 1)
        #expect(parent.description == "a.b")
        #expect(first.description == "a.b.x")
        #expect(second.description == "a.b[1]")
    }
}
