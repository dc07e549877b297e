import Foundation
import Testing

/// The cases of Tests/BridgeRuntimeTests/Fixtures/RFC8259Corpus.txt, the JSON readers' conformance
/// corpus (the Swift runtime's tests, and the Kotlin runtime's against the same file); the file's
/// header describes its format.
public enum ConformanceCorpus {
    /// A text the reader must accept, and what the writer must give back for its value.
    public struct Accepted: CustomTestStringConvertible, Sendable {
        /// The case's name, `y_…`.
        public let name: String
        /// The JSON text.
        public let input: [UInt8]
        /// What the writer writes for the value read.
        public let written: [UInt8]
        /// The name, for test reports.
        public var testDescription: String { name }
    }

    /// A text the reader must reject, and the name of the error kind it must give.
    public struct Rejected: CustomTestStringConvertible, Sendable {
        /// The case's name, `n_…`.
        public let name: String
        /// The name of the `JSONReadError.Kind` case.
        public let kind: String
        /// The text.
        public let input: [UInt8]
        /// The name, for test reports.
        public var testDescription: String { name }
    }

    /// The texts the reader must accept.
    public static let accepted: [Accepted] = lines.compactMap { fields in
        fields[0].hasPrefix("y_") ? Accepted(name: fields[0], input: bytes(fields[1]), written: bytes(fields[2])) : nil
    }

    /// The texts the reader must reject.
    public static let rejected: [Rejected] = lines.compactMap { fields in
        fields[0].hasPrefix("n_") ? Rejected(name: fields[0], kind: fields[1], input: bytes(fields[2])) : nil
    }

    /// The tab-separated fields of each case line.
    private static let lines: [[String]] = {
        let url = Repository.path("Tests/BridgeRuntimeTests/Fixtures/RFC8259Corpus.txt")
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
