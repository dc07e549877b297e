import Testing

@testable import BridgeSpec

@Suite struct TypeReferenceParserTests {
    @Test(arguments: [
        ("string", TypeReference.string), ("json", .json), ("array<string>", .array(.string)),
        ("map< BridgeCapabilityInfo >", .map(.named("BridgeCapabilityInfo"))),
        ("array<map<array<json>>>", .array(.map(.array(.json)))), ("DocumentSide", .named("DocumentSide")),
        ("integer", .integer), ("number", .number), ("boolean", .boolean), ("bytes", .bytes),
        ("Operation_12Result", .named("Operation_12Result")), ("Étape", .named("Étape")), ("arrays", .named("arrays")),
    ])
    func parses(text: String, expected: TypeReference) throws {
        #expect(try TypeReferenceParser.parse(text).get() == expected)
    }

    @Test(arguments: [
        ("", "expected a type"),
        ("array", "'array' needs the type of its elements, as in array<string>"),
        ("map", "'map' needs the type of its values, as in map<string>"),
        ("array <string>", "no space is allowed between 'array' and '<'"),
        ("array<>", "expected a type inside 'array<…>'"),
        ("array<string", "expected '>' to close 'array<'"),
        ("array<string]", "unexpected ']'; expected '>' to close 'array<'"),
        ("map<string, json>", "map keys are always strings; write map<V> with only the value type"),
        ("Foo<Bar>", "'Foo' takes no type argument; only array<…> and map<…> do"),
        ("aray<string>", "'aray' takes no type argument; did you mean 'array'?"),
        ("Map<json>", "'Map' takes no type argument; did you mean 'map'?"),
        ("string?", "unexpected '?' after the type"),
        ("[string]", "unexpected '[' in type"),
        (" string", "unexpected ' ' in type"),
    ])
    func rejects(text: String, message: String) {
        #expect(throws: TypeReferenceParser.Failure(message: "invalid type '\(text)': \(message)")) {
            try TypeReferenceParser.parse(text).get()
        }
    }

    @Test func boundsNesting() {
        let text = String(repeating: "array<", count: 100_000) + "string" + String(repeating: ">", count: 100_000)
        #expect(throws: TypeReferenceParser.Failure.self) { try TypeReferenceParser.parse(text).get() }
    }
}
