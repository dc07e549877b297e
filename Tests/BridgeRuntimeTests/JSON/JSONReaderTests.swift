import Foundation
import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

@Suite struct JSONReaderTests {
    private func readError(_ text: String, limits: JSONReader.Limits = JSONReader.Limits()) -> JSONReadError? {
        do {
            _ = try JSONReader(limits: limits).read(text)
            return nil
        } catch {
            return error
        }
    }

    private func readError(_ bytes: [UInt8]) -> JSONReadError? {
        do {
            _ = try JSONReader().read(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func errorsSayWhatAndWhere() {
        #expect(readError(#"{"a":1,"a":2}"#)?.description == #"duplicate key "a" at line 1, column 8"#)
        #expect(readError("{\n  \"é\": 1,\n  \"é\": x}")?.description == #"duplicate key "é" at line 3, column 3"#)
        #expect(readError("[1,\n 2,\n é]")?.description == "unexpected byte 0xC3 at line 3, column 2")
        #expect(readError("[1 2]")?.description == #"unexpected character "2" at line 1, column 4"#)
        #expect(readError("[1]x")?.description == "unexpected data after the JSON value at line 1, column 4")
        #expect(readError("")?.description == "unexpected end of input at line 1, column 1")
        #expect(readError("[01]")?.description == "invalid number: leading zero at line 1, column 2")
        #expect(readError("[1e999]")?.description == "number out of range at line 1, column 2")
        #expect(readError(#"["\uD800"]"#)?.description == #"unpaired UTF-16 surrogate \uD800 at line 1, column 3"#)
        #expect(readError(#"["\q"]"#)?.description == #"invalid escape: backslash followed by character "q" at line 1, column 3"#)
        #expect(readError("[\"a\tb\"]")?.description == "unescaped control character byte 0x09 in a string at line 1, column 4")
        #expect(readError(Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8))?.description == "invalid UTF-8 at line 1, column 5")
        #expect(
            readError([0xEF, 0xBB, 0xBF] + Array("[]".utf8))?.description
                == "byte order mark before the JSON value at line 1, column 1")
    }

    @Test func errorsCarryKindAndOffset() {
        #expect(readError(#"{"a":{"b":1,"b":2}}"#) == JSONReadError(kind: .duplicateKey("b"), offset: 12, line: 1, column: 13))
        #expect(readError(#"["\uDC00"]"#)?.kind == .unpairedSurrogate(0xDC00))
        #expect(readError(#"["\uD83D\u0041"]"#)?.kind == .unpairedSurrogate(0xD83D))
        #expect(readError(#"["\uD83D\uD83D"]"#)?.offset == 2)
    }

    @Test func nestingAtTheLimitIsAcceptedAndOneMoreIsNot() throws {
        let limits = JSONReader.Limits(maxDepth: 64)
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try JSONReader(limits: limits).read(deepest).arrayValue?.count == 1)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(
            readError(tooDeep, limits: limits) == JSONReadError(kind: .nestingTooDeep(limit: 64), offset: 64, line: 1, column: 65)
        )
        let objects = String(repeating: #"{"a":"#, count: 3) + "1" + String(repeating: "}", count: 3)
        #expect(readError(objects, limits: JSONReader.Limits(maxDepth: 2))?.kind == .nestingTooDeep(limit: 2))
        #expect(try JSONReader(limits: JSONReader.Limits(maxDepth: 0)).read("12") == 12)
    }

    @Test func hundredThousandLevelsAreRejectedWithoutCrashing() {
        let arrays = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(readError(arrays)?.kind == .nestingTooDeep(limit: 64))
        let objects = String(repeating: #"{"k":"#, count: 100_000)
        #expect(readError(objects)?.kind == .nestingTooDeep(limit: 64))
        // A raised limit is enforced the same way, on the reader's own stack, up to the ceiling.
        let limits = JSONReader.Limits(maxDepth: 200)
        #expect(readError(arrays, limits: limits)?.kind == .nestingTooDeep(limit: 200))
    }

    @Test func inputBeyondTheSizeLimitIsRejectedBeforeParsing() throws {
        let limits = JSONReader.Limits(maxBytes: 10)
        #expect(try JSONReader(limits: limits).read(#"["abcdef"]"#) == ["abcdef"])
        #expect(readError(#"["abcdefg"]"#, limits: limits)?.kind == .inputTooLarge(limit: 10))
        // Rejected for size even though it is not JSON at all: nothing past the limit is looked at.
        #expect(readError(String(repeating: "x", count: 11), limits: limits)?.kind == .inputTooLarge(limit: 10))
        #expect(JSONReader.Limits() == JSONReader.Limits(maxBytes: 64 << 20, maxDepth: 64))
    }

    @Test func everyInputFormReadsTheSame() throws {
        let text = #"{"a":[1,"é",null]}"#
        let expected: JSONValue = ["a": [1, "é", nil]]
        let reader = JSONReader()
        #expect(try reader.read(text) == expected)
        #expect(try reader.read(Array(text.utf8)) == expected)
        #expect(try reader.read(Data(text.utf8)) == expected)
        #expect(try Array(text.utf8).withUnsafeBytes { try reader.read($0) } == expected)
        #expect(try reader.read(Substring("x" + text).dropFirst().description) == expected)
    }

    @Test func stringsWithAndWithoutEscapesDecodeTheSame() throws {
        #expect(try JSONReader().read(#""h\u00e9llo w\u00F6rld, \ud83d\ude00!""#) == "héllo wörld, 😀!")
        #expect(try JSONReader().read(#""\"\\\/\b\f\n\r\t""#) == "\"\\/\u{8}\u{C}\n\r\t")
        let long = String(repeating: "abcdefgh", count: 1000)
        #expect(try JSONReader().read("\"\(long)\\n\(long)\"") == .string(long + "\n" + long))
    }

    /// Random byte strings between quotes: the reader must accept exactly those that are valid
    /// UTF-8 (as the standard library judges it), and read them as that text.
    @Test func acceptsExactlyValidUTF8InStrings() throws {
        var random = SeededGenerator(seed: 2028)
        let interesting: [UInt8] = [
            0x41, 0x7A, 0x20, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2,
            0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        var validCount = 0
        for _ in 0..<5000 {
            let body = (0..<Int.random(in: 1...10, using: &random)).map { _ in interesting.randomElement(using: &random)! }
            let expected = String(validating: body, as: UTF8.self)
            let input = [0x22] + body + [0x22]
            if let expected {
                validCount += 1
                #expect(try JSONReader().read(input) == .string(expected))
            } else {
                #expect(readError(input)?.kind == .invalidUTF8, "\(body)")
            }
        }
        #expect(validCount > 100)  // the generator must exercise both sides
    }

    /// Random number texts: the reader's exact fast path and its fallback must both agree with the
    /// standard library's correctly rounded parser.
    @Test func numbersMatchCorrectlyRoundedParsing() throws {
        var random = SeededGenerator(seed: 53)
        for _ in 0..<5000 {
            let digits = { (count: Int) in String((0..<count).map { _ in "0123456789".randomElement(using: &random)! }) }
            var text = Bool.random(using: &random) ? "-" : ""
            text += String("123456789".randomElement(using: &random)!) + digits(Int.random(in: 0...20, using: &random))
            if Bool.random(using: &random) {
                text += "." + digits(Int.random(in: 1...20, using: &random))
            }
            if Bool.random(using: &random) {
                text += ["e", "E", "e-", "e+"].randomElement(using: &random)! + String(Int.random(in: 0...320, using: &random))
            }
            let expected = Double(text)!
            if expected.isFinite {
                #expect(try JSONReader().read(text) == .number(expected), "\(text)")
            } else {
                #expect(readError(text)?.kind == .numberOutOfRange, "\(text)")
            }
        }
    }

    @Test func numbersTooLargeForADoubleAreRejected() throws {
        #expect(readError("1" + String(repeating: "0", count: 309))?.kind == .numberOutOfRange)
        #expect(try JSONReader().read("1" + String(repeating: "0", count: 308)) == .number(1e308))
        #expect(try JSONReader().read("1e-400") == 0)
    }
}
