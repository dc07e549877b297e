import Foundation
import Testing

/// The cases of Fixtures/RFC8259Corpus.txt; the file's header describes its format.
enum ConformanceCorpus {
    /// A text the reader must accept, and what the writer must give back for its value.
    struct Accepted: CustomTestStringConvertible, Sendable {
        let name: String
        let input: [UInt8]
        let written: [UInt8]
        var testDescription: String { name }
    }

    /// A text the reader must reject, and the name of the error kind it must give.
    struct Rejected: CustomTestStringConvertible, Sendable {
        let name: String
        let kind: String
        let input: [UInt8]
        var testDescription: String { name }
    }

    static let accepted: [Accepted] = lines.compactMap { fields in
        fields[0].hasPrefix("y_") ? Accepted(name: fields[0], input: bytes(fields[1]), written: bytes(fields[2])) : nil
    }

    static let rejected: [Rejected] = lines.compactMap { fields in
        fields[0].hasPrefix("n_") ? Rejected(name: fields[0], kind: fields[1], input: bytes(fields[2])) : nil
    }

    /// The tab-separated fields of each case line.
    private static let lines: [[String]] = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/RFC8259Corpus.txt")
        let text = try! String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { !$0.hasPrefix("#") }
            .map { line in line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init) }
    }()

    /// The bytes of a field, with each «XX» replaced by the byte 0xXX.
    private static func bytes(_ field: String) -> [UInt8] {
        var result: [UInt8] = []
        var rest = Substring(field)
        while let open = rest.firstIndex(of: "«") {
            result += rest[..<open].utf8
            let hex = rest[rest.index(after: open)...].prefix(2)
            result.append(UInt8(hex, radix: 16)!)
            rest = rest[rest.index(open, offsetBy: 4)...]
        }
        return result + rest.utf8
    }
}

