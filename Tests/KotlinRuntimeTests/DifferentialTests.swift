import Foundation
import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// The Swift and the Kotlin runtime give every input the same verdict: both readers accept it with
/// values the writers write as the same bytes, or both reject it with the same error at the same
/// place; both base64 decoders give the same bytes or the same error. So a page sees one bridge,
/// whichever host it runs in.
@Suite struct DifferentialTests {
    @Test(.enabled(if: KotlinToolchain.shouldRun, "\(KotlinToolchain.installNote)"))
    func swiftAndKotlinGiveTheSameVerdicts() throws {
        let toolchain = try KotlinToolchain.require()
        let build = try KotlinBuild.shared.get()
        let cases = DifferentialCorpus.cases
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("kotlin-differential-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: input) }
        try cases.map { "\($0.mode.rawValue) \(Data($0.input).base64EncodedString())\n" }.joined()
            .write(to: input, atomically: true, encoding: .utf8)

        let result = try toolchain.runJava(
            ["-cp", build.testClassPath(toolchain), "com.gbg.bridge.runtime.VerdictMain", input.path], timeout: 300)

        try #require(!result.timedOut && result.status == 0, "the Kotlin side failed:\n\(result.errorTail)")
        let kotlin = result.output.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            .map { String(decoding: $0, as: UTF8.self) }
        try #require(kotlin.count == cases.count, "\(cases.count) cases, \(kotlin.count) Kotlin verdicts")
        var differences: [String] = []
        var accepted = 0
        for (index, example) in cases.enumerated() {
            let swift = Self.verdict(example)
            if swift.hasPrefix("accept") { accepted += 1 }
            if swift != kotlin[index] {
                differences.append(
                    "\(example.mode) \(Self.printable(example.input))\n  Swift:  \(swift)\n  Kotlin: \(kotlin[index])")
            }
        }
        #expect(
            differences.isEmpty,
            "\(differences.count) of \(cases.count) verdicts differ:\n\(differences.prefix(12).joined(separator: "\n"))")
        // Both outcomes are well represented, or the corpus tests little.
        #expect(accepted > cases.count / 4 && accepted < cases.count * 3 / 4, "\(accepted) of \(cases.count) accepted")
    }

    /// The Swift runtime's verdict, in the form the Kotlin side prints.
    static func verdict(_ example: DifferentialCorpus.Case) -> String {
        switch example.mode {
        case .json:
            do {
                var writer = JSONWriter()
                writer.value(try JSONReader().read(example.input))
                return "accept \(writer.string)"
            } catch {
                return "reject \(error.offset) \(error)"
            }
        case .base64:
            do {
                return "accept \(try Base64.decode(example.input).base64EncodedString())"
            } catch {
                return "reject \(error.offset) \(error)"
            }
        }
    }

    /// The input with bytes outside printable ASCII as «XX», as the conformance corpus writes them.
    private static func printable(_ bytes: [UInt8]) -> String {
        let text = bytes.prefix(300).map {
            (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : "«\(String($0, radix: 16, uppercase: true))»"
        }.joined()
        return bytes.count > 300 ? text + "…" : text
    }
}
