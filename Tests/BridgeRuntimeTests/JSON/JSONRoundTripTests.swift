import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// Whatever the writer writes, the reader reads back as the same value.
@Suite struct JSONRoundTripTests {
    private func roundTrip(_ value: JSONValue) throws -> (text: String, value: JSONValue) {
        var writer = JSONWriter()
        writer.value(value)
        return (writer.string, try JSONReader().read(writer.bytes))
    }

    /// Strings that exercise every escape and the characters JavaScript embedding cares about.
    static let trickyStrings: [String] = [
        "", " ", "\"", "\\", "/", "</", "</script>", "<!--", "\u{2028}", "\u{2029}", "a\u{2028}b\u{2029}c",
        "\u{0}", "\u{1F}", "\u{7F}", "\u{8}\u{C}\n\r\t", "é", "€", "\u{FFFF}", "\u{FEFF}", "😀", "𐐷", "\u{10FFFF}",
        "\u{E2}\u{80}", "mixed </b> \"q\" \\ \u{2028} 😀 \n end",
    ]

    @Test(arguments: trickyStrings)
    func stringsSurvive(_ text: String) throws {
        let result = try roundTrip(.string(text))
        #expect(result.value == .string(text))
        #expect(!result.text.contains("\u{2028}") && !result.text.contains("\u{2029}") && !result.text.contains("</"))
        let asKey = try roundTrip(.object([text: .string(text)]))
        #expect(asKey.value == .object([text: .string(text)]))
    }

    @Test func nestedValuesSurvive() throws {
        let value: JSONValue = [
            "envelope": ["version": "1.0", "correlationId": "c-1", "timestamp": 1_700_000_000_000],
            "empty": ["array": [], "object": [:]],
            "numbers": [0, -1, 0.5, 1e-300, 1e300, 9_007_199_254_740_993, -123.456],
            "flags": [true, false, nil],
        ]
        #expect(try roundTrip(value).value == value)
    }

    /// Random values from a seeded generator: deep and wide, with tricky strings and arbitrary doubles.
    @Test func randomValuesSurvive() throws {
        var random = SeededGenerator(seed: 8259)
        for _ in 0..<500 {
            let value = Self.randomValue(depth: 4, &random)
            let result = try roundTrip(value)
            #expect(result.value == value, "\(result.text)")
            #expect(!result.text.contains("</"))
        }
    }

    private static func randomValue(depth: Int, _ random: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0..<(depth > 0 ? 8 : 5), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number(randomNumber(&random))
        case 3, 4: return .string(randomString(&random))
        case 5, 6:
            return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in randomValue(depth: depth - 1, &random) })
        default:
            let members = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                (randomString(&random), randomValue(depth: depth - 1, &random))
            }
            return .object(Dictionary(members) { first, _ in first })
        }
    }

    private static func randomNumber(_ random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return Double(Int.random(in: -1_000_000...1_000_000, using: &random))
        case 1: return Double.random(in: -1e6...1e6, using: &random)
        default:
            // Any finite bit pattern, subnormals and extremes included.
            var number = Double(bitPattern: random.next())
            while !number.isFinite { number = Double(bitPattern: random.next()) }
            return number
        }
    }

    private static func randomString(_ random: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", "0", " ", "<", "/", "\"", "\\", "\n", "\u{1}", "é", "€", "\u{2028}", "\u{2029}", "😀", "中"]
        if Int.random(in: 0..<4, using: &random) == 0 {
            return trickyStrings.randomElement(using: &random)!
        }
        return (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
}
