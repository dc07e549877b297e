import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

@Suite struct JSONWriterTests {
    private func written(_ write: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        write(&writer)
        return writer.string
    }

    /// Found by the JSON reader's fuzz target: Swift's `<` finds neither "e\u{301}" < "\u{E9}1"
    /// nor the reverse, so keys sorted by it came out in the order the dictionary happened to hold
    /// them, and the same value was written as different text. Keys go out in UTF-8 byte order.
    @Test func keysSwiftCannotOrderAreWrittenInOneOrder() {
        #expect(!("e\u{301}" < "\u{E9}1") && !("\u{E9}1" < "e\u{301}"), "Swift's own order, which the writer must not use")
        let members: [(String, JSONValue)] = [("\u{E9}1", 1), ("e\u{301}", 2), ("K", 3), ("\u{212A}x", 4), ("a", 5)]
        let expected = "{\"K\":3,\"a\":5,\"e\u{301}\":2,\"\u{E9}1\":1,\"\u{212A}x\":4}"
        var random = SeededGenerator(seed: 8)
        for _ in 0..<50 {
            let object = [String: JSONValue](uniqueKeysWithValues: members.shuffled(using: &random))
            #expect(Array(JSONValue.object(object).description.utf8) == Array(expected.utf8))
            var writer = JSONWriter()
            object.mapValues { $0.intValue ?? 0 }.encode(to: &writer)
            #expect(writer.bytes == Array(expected.utf8))
        }
    }

    /// `field(member:)` is fixed text for a plain key: the same output as `field(_:_:)`, its comma
    /// left out for the first member.
    @Test func membersWriteWhatKeyedFieldsWrite() {
        let members = written { writer in
            writer.object { writer in
                writer.field(member: ",\"chipRead\":", true)
                writer.optionalField(member: ",\"mrz\":", String?.none)
                writer.optionalField(member: ",\"dataGroups\":", ["DG1"])
                writer.field("a/b", 1)
                writer.field(member: ",\"nested\":", ["k": 2])
            }
        }
        let keyed = written { writer in
            writer.object { writer in
                writer.field("chipRead", true)
                writer.optionalField("mrz", String?.none)
                writer.optionalField("dataGroups", ["DG1"])
                writer.field("a/b", 1)
                writer.field("nested", ["k": 2])
            }
        }
        #expect(members == keyed)
        #expect(members == #"{"chipRead":true,"dataGroups":["DG1"],"a/b":1,"nested":{"k":2}}"#)
        #expect(written { $0.object { $0.optionalField(member: ",\"only\":", 1) } } == #"{"only":1}"#)
    }

    @Test func separatorsAreAutomatic() {
        let text = written { writer in
            writer.beginObject()
            writer.key("a")
            writer.beginArray()
            writer.integer(1)
            writer.number(2.5)
            writer.beginObject()
            writer.key("b")
            writer.null()
            writer.endObject()
            writer.beginArray()
            writer.endArray()
            writer.string("s")
            writer.endArray()
            writer.key("c")
            writer.bool(true)
            writer.key("d")
            writer.bool(false)
            writer.endObject()
        }
        #expect(text == #"{"a":[1,2.5,{"b":null},[],"s"],"c":true,"d":false}"#)
    }

    @Test func bytesAndStringAgree() {
        var writer = JSONWriter(capacity: 1000)
        #expect(writer.bytes.capacity >= 1000)
        writer.reserveCapacity(5000)
        #expect(writer.bytes.capacity >= 5000)
        writer.string("é")
        #expect(writer.bytes == Array(#""é""#.utf8))
        #expect(writer.string == #""é""#)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" and backslash \\", #""quote \" and backslash \\""#),
        ("\u{8}\u{C}\n\r\t", #""\b\f\n\r\t""#),
        ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("</script>", #""<\/script>""#),
        ("a/b </ <", #""a/b <\/ <""#),
        ("/</", #""/<\/""#),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("€\u{2027}\u{202A}", "\"€\u{2027}\u{202A}\""),
        ("π 😀 𐐷", "\"π 😀 𐐷\""),
        ("", #""""#),
    ])
    func escapesWhatJSONAndJavaScriptNeed(_ text: String, _ expected: String) {
        #expect(written { $0.string(text) } == expected)
        #expect(
            written {
                $0.beginObject(); $0.key(text); $0.null(); $0.endObject()
            } == "{\(expected):null}")
    }

    /// Plain text is skipped eight bytes at a time: whatever needs an escape must be found at every
    /// position within a word and across words, so random text is checked against a plain
    /// character-by-character escaper.
    @Test func escapingAgreesWithACharacterByCharacterEscaper() {
        var random = SeededGenerator(seed: 2028)
        let pieces = [
            "a", "bcdefgh", "0123456789", " ", "<", "/", "</", "\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}",
            "é", "€", "\u{2027}", "\u{2028}", "\u{2029}", "😀", "中",
        ]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(written { $0.string(text) } == Self.escapedCharacterByCharacter(text), "\(Array(text.unicodeScalars))")
        }
    }

    /// Short plain strings go out in one piece with their separator and colon, longer ones piece
    /// by piece: both ways must write the same JSON, on either side of the length where they part.
    @Test(arguments: [0, 1, 7, 8, 59, 60, 61, 200])
    func keysAndValuesOfAnyLengthAreSeparated(length: Int) {
        let text = String(repeating: "k", count: length)
        let written = written { writer in
            writer.object { writer in
                writer.key(text)
                writer.string(text)
                writer.key(text + "2")
                writer.array { writer in
                    writer.string(text)
                    writer.string(text + "</")
                }
            }
        }
        #expect(written == "{\"\(text)\":\"\(text)\",\"\(text)2\":[\"\(text)\",\"\(text)<\\/\"]}")
    }

    /// The escapes `string(_:)` documents, one scalar at a time.
    private static func escapedCharacterByCharacter(_ text: String) -> String {
        var result = "\""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += #"\""#
            case "\\": result += #"\\"#
            case "/" where previous == "<": result += #"\/"#
            case "\u{8}": result += #"\b"#
            case "\u{C}": result += #"\f"#
            case "\n": result += #"\n"#
            case "\r": result += #"\r"#
            case "\t": result += #"\t"#
            case "\u{2028}": result += #"\u2028"#
            case "\u{2029}": result += #"\u2029"#
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += #"\u00"# + (hex.count == 1 ? "0" + hex : hex)
            default: result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result + "\""
    }

    @Test func everyControlCharacterIsEscaped() {
        let short: [UInt32: String] = [0x08: #"\b"#, 0x09: #"\t"#, 0x0A: #"\n"#, 0x0C: #"\f"#, 0x0D: #"\r"#]
        for code in UInt32(0)..<0x20 {
            let hex = String(code, radix: 16)
            let expected = short[code] ?? #"\u00"# + (hex.count == 1 ? "0" + hex : hex)
            #expect(written { $0.string(String(Unicode.Scalar(code)!)) } == "\"\(expected)\"")
        }
    }

    @Test(
        arguments: [
            (0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (4096, "4096"), (1.5, "1.5"), (0.1, "0.1"),
            (-2.75, "-2.75"), (1e-7, "1e-07"), (123456.789, "123456.789"),
            (9_007_199_254_740_992, "9007199254740992"), (-9_007_199_254_740_992, "-9007199254740992"),
            (9_007_199_254_740_994, "9.007199254740994e+15"), (1e300, "1e+300"), (Double.leastNonzeroMagnitude, "5e-324"),
            (1.7976931348623157e308, "1.7976931348623157e+308"),
            (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
        ] as [(Double, String)])
    func numbersAreShortestRoundTripText(_ number: Double, _ expected: String) {
        #expect(written { $0.number(number) } == expected)
    }

    @Test(arguments: [0, 7, -5, 1_700_000_000_000, Int.max, Int.min])
    func integersAreDecimal(_ value: Int) {
        #expect(written { $0.integer(value) } == String(value))
    }

    @Test func topLevelScalarsAreSeparatedLikeArrayElements() {
        // Not JSON on its own, but shows the writer never drops a separator between siblings.
        #expect(
            written {
                $0.integer(1); $0.string("a")
            } == #"1,"a""#)
    }
}
