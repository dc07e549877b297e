@_spi(BridgeGenerated) import BridgeRuntime
import Foundation
import TestSupport

/// The inputs both runtimes' readers and decoders get in the differential test: the Swift reader's
/// conformance corpus, the fuzzing corpora, seeded mutations of them, and generated numbers,
/// strings, nesting and base64, so that every rule (escapes, UTF-8, surrogates, keys, number
/// conversion and printing, limits, positions) meets texts on both sides of it.
enum DifferentialCorpus {
    /// One input.
    struct Case {
        /// What reads it.
        enum Mode: String { case json, base64 }

        var mode: Mode
        var input: [UInt8]
    }

    /// Every case, in a fixed order.
    static let cases: [Case] = {
        var random = SeededGenerator(seed: 0x6B6F_746C_696E)
        let seeds = seedTexts()
        var cases = seeds.map { Case(mode: .json, input: $0) }
        cases += (0..<4000).map { _ in Case(mode: .json, input: mutated(seeds[random.next(below: seeds.count)], &random)) }
        cases += numbers(&random).map { Case(mode: .json, input: $0) }
        cases += strings(&random).map { Case(mode: .json, input: $0) }
        cases += nesting().map { Case(mode: .json, input: $0) }
        cases += base64Texts(&random).map { Case(mode: .base64, input: $0) }
        return cases
    }()

    /// The conformance corpus and the committed fuzzing inputs of the JSON reader and the envelope.
    private static func seedTexts() -> [[UInt8]] {
        var texts = ConformanceCorpus.accepted.map(\.input) + ConformanceCorpus.rejected.map(\.input)
        for folder in ["Fuzz/Corpus/json", "Fuzz/Corpus/envelope"] {
            let url = Repository.path(folder)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() {
                if let data = try? Data(contentsOf: url.appendingPathComponent(name)) { texts.append([UInt8](data)) }
            }
        }
        return texts
    }

    /// Bytes that matter to some rule of the reader.
    private static let interestingBytes: [UInt8] =
        Array("\"\\{}[],:0-+.eEu/tfn ".utf8)
        + [0x00, 0x09, 0x0A, 0x1F, 0x7F, 0x80, 0xA0, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]

    /// `text` with one to three random edits: a byte replaced, inserted or deleted, a slice
    /// repeated, or the end cut off.
    private static func mutated(_ text: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var text = text
        for _ in 0..<(1 + random.next(below: 3)) {
            let position = random.next(below: text.count + 1)
            let byte =
                random.next(below: 2) == 0
                ? interestingBytes[random.next(below: interestingBytes.count)] : UInt8.random(in: 0...255, using: &random)
            switch random.next(below: 5) {
            case 0 where position < text.count: text[position] = byte
            case 1: text.insert(byte, at: position)
            case 2 where position < text.count: text.remove(at: position)
            case 3 where position < text.count:
                let end = min(text.count, position + 1 + random.next(below: 8))
                text.insert(contentsOf: text[position..<end], at: position)
            default: text = Array(text.prefix(position))
            }
        }
        return text
    }

    /// Doubles of every magnitude, as the Swift writer writes them (the Kotlin writer must print the
    /// same), and number texts of random shape (the readers must convert or refuse them alike).
    private static func numbers(_ random: inout SeededGenerator) -> [[UInt8]] {
        var texts: [[UInt8]] = []
        for _ in 0..<2000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            texts.append(Array("[\(JSONValue.number(value))]".utf8))
        }
        for _ in 0..<1000 {
            let value = Double(random.next(below: 2_000_000) - 1_000_000) / pow(10, Double(random.next(below: 12)))
            texts.append(Array("[\(JSONValue.number(value))]".utf8))
        }
        func digits(_ count: Int, _ random: inout SeededGenerator) -> String {
            String((0..<count).map { _ in Character(String(random.next(below: 10))) })
        }
        for _ in 0..<1500 {
            var text = random.next(below: 4) == 0 ? "-" : ""
            text += digits(1 + random.next(below: 20), &random)
            if random.next(below: 2) == 0 { text += "." + digits(random.next(below: 25), &random) }
            if random.next(below: 2) == 0 {
                text += ["e", "E", "e+", "e-", "E-"][random.next(below: 5)] + digits(random.next(below: 4), &random)
            }
            texts.append(Array("[\(text)]".utf8))
        }
        return texts
    }

    /// Scalars that matter to escaping, key order, normalization or UTF-8 length.
    private static let interestingScalars: [String] = [
        "a", "<", "/", "\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", "\u{80}", "é", "e\u{301}", "\u{2028}", "\u{2029}",
        "\u{212A}", "K", "中", "\u{FEFF}", "\u{E000}", "\u{FF5E}", "\u{FFFF}", "😀", "\u{10FFFF}",
    ]

    /// Strings as values and keys, some written raw and some as escapes, lone surrogates among them.
    private static func strings(_ random: inout SeededGenerator) -> [[UInt8]] {
        func piece(_ random: inout SeededGenerator) -> String {
            let scalar = interestingScalars[random.next(below: interestingScalars.count)]
            switch random.next(below: 4) {
            case 0: return scalar.utf16.map { String(format: "\\u%04X", $0) }.joined()
            case 1: return ["\\uD800", "\\uDC00", "\\uDBFF\\uDFFF", "\\uD83D", "\\n", "\\/", "\\\""][random.next(below: 7)]
            // Raw, which for control characters means a text the readers must refuse.
            default: return scalar == "\"" || scalar == "\\" ? "\\" + scalar : scalar
            }
        }
        var texts: [[UInt8]] = []
        for _ in 0..<1200 {
            let value = (0..<(1 + random.next(below: 6))).map { _ in piece(&random) }.joined()
            if random.next(below: 2) == 0 {
                texts.append(Array("[\"\(value)\"]".utf8))
            } else {
                let other = (0..<(1 + random.next(below: 3))).map { _ in piece(&random) }.joined()
                texts.append(Array("{\"\(value)\":1,\"\(other)\":2}".utf8))
            }
        }
        return texts
    }

    /// Arrays and objects at and around the default depth limit.
    private static func nesting() -> [[UInt8]] {
        (62...66).flatMap { depth in
            [
                String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
                String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth),
                String(repeating: "[", count: depth),
            ]
        }.map { Array($0.utf8) }
    }

    /// Base64 of random bytes, and mutations of it.
    private static func base64Texts(_ random: inout SeededGenerator) -> [[UInt8]] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_ \n".utf8) + [0xC3, 0x00]
        var texts: [[UInt8]] = []
        for _ in 0..<1500 {
            let bytes = (0..<random.next(below: 40)).map { _ in UInt8.random(in: 0...255, using: &random) }
            var text = Array(Data(bytes).base64EncodedString().utf8)
            if random.next(below: 3) > 0 {
                let position = random.next(below: text.count + 1)
                let byte = alphabet[random.next(below: alphabet.count)]
                switch random.next(below: 3) {
                case 0 where position < text.count: text[position] = byte
                case 1: text.insert(byte, at: position)
                default: text = Array(text.prefix(position))
                }
            }
            texts.append(text)
        }
        return texts
    }
}
