import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// Fixtures/RFC8259Corpus.txt: what the reader must accept (and how the writer prints it back) and
/// what it must reject, and why.
@Suite struct JSONConformanceTests {
    @Test func corpusIsComplete() {
        #expect(ConformanceCorpus.accepted.count >= 30)
        #expect(ConformanceCorpus.rejected.count >= 60)
    }

    @Test(arguments: ConformanceCorpus.accepted)
    func accepts(_ example: ConformanceCorpus.Accepted) throws {
        let value = try JSONReader().read(example.input)
        var writer = JSONWriter()
        writer.value(value)
        #expect(writer.string == String(decoding: example.written, as: UTF8.self))
        #expect(try JSONReader().read(writer.bytes) == value)
    }

    @Test(arguments: ConformanceCorpus.rejected)
    func rejects(_ example: ConformanceCorpus.Rejected) {
        do {
            let value = try JSONReader().read(example.input)
            Issue.record("accepted as \(value)")
        } catch {
            #expect(error.kind.caseName == example.kind, "\(error)")
        }
    }
}
