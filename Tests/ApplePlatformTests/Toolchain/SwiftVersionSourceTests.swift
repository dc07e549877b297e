import Foundation
import TestSupport
import Testing

/// The package declares `swift-tools-version: 6.0`, so Xcode 16 (Swift 6.0 and 6.1) builds it. This
/// machine has a newer compiler only, so nothing here compiles the package with Swift 6.0; instead,
/// every construct known to need a newer compiler must sit inside an `#if compiler(>=…)` block that
/// keeps Swift 6.0 away from it.
@Suite struct SwiftVersionSourceTests {
    /// Constructs Swift 6.0 cannot parse or does not have, with the compiler that brought each.
    static let newerConstructs: [(pattern: String, since: String, what: String)] = [
        (#"\bweak\s+let\b"#, "6.2", "weak let (SE-0481)"),
        (#"\bTask\.immediate\b"#, "6.2", "Task.immediate (SE-0472)"),
        (#"\bnonisolated\(nonsending\)"#, "6.2", "nonisolated(nonsending) (SE-0461)"),
        (#"@concurrent\b"#, "6.2", "@concurrent (SE-0461)"),
        (#"\bInlineArray\b"#, "6.2", "InlineArray (SE-0453)"),
        (#"\b(Mutable)?(Raw)?Span\b"#, "6.2", "Span (SE-0447)"),
        (#"@abi\("#, "6.2", "@abi (SE-0476)"),
        (#"(func|case|var|let)\s+`[^`]*\s[^`]*`"#, "6.2", "raw identifiers (SE-0451)"),
        (#"^\s*nonisolated\s+(struct|class|enum|extension|protocol|final)\b"#, "6.1", "nonisolated types (SE-0449)"),
    ]

    @Test func newerConstructsAreGuardedByTheCompilerVersionTheyNeed() throws {
        var unguarded: [String] = []
        for file in try swiftFiles(under: ["Sources", "Generated", "Plugins", "Tests"]) {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (number, line, guardedFor) in Self.codeLines(lines) {
                for construct in Self.newerConstructs where line.range(of: construct.pattern, options: .regularExpression) != nil
                {
                    guard !guardedFor.contains(where: { Self.version($0, isAtLeast: construct.since) }) else { continue }
                    unguarded.append(
                        "\(Self.relative(file)):\(number): \(construct.what) needs Swift \(construct.since); "
                            + "wrap it in #if compiler(>=\(construct.since))")
                }
            }
        }
        #expect(unguarded.isEmpty, "\(unguarded.joined(separator: "\n"))")
    }

    /// The scanner itself: a guarded line passes, the same line outside the guard or in its `#else`
    /// does not, and comments and strings are not code.
    @Test func theScannerTellsGuardedCodeFromTheRest() {
        let lines = [
            "#if compiler(>=6.2)", "weak let a = b", "#else", "weak let c = d", "#endif",
            "weak let e = f", "// weak let in a comment", #"let text = "weak let in a string""#,
        ]
        let seen = Self.codeLines(lines).map { ($0.number, $0.guardedFor) }
        #expect(seen.map(\.0) == [2, 4, 6, 8])
        #expect(seen.map(\.1) == [["6.2"], [], [], []])
        #expect(
            Self.codeLines([#"let text = "weak let in a string""#]).allSatisfy {
                $0.line.range(of: Self.newerConstructs[0].pattern, options: .regularExpression) == nil
            })
    }

    /// Each line of code (comments dropped, string literals emptied) with its 1-based number and the
    /// compiler versions the enclosing `#if compiler(>=…)` blocks require.
    static func codeLines(_ lines: [String]) -> [(number: Int, line: String, guardedFor: [String])] {
        var blocks: [String?] = []  // per open #if: the version it requires in this branch, if any
        var result: [(Int, String, [String])] = []
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if") {
                blocks.append(requiredCompiler(in: line))
            } else if line.hasPrefix("#elseif") || line.hasPrefix("#else") {
                if !blocks.isEmpty { blocks[blocks.count - 1] = line.hasPrefix("#elseif") ? requiredCompiler(in: line) : nil }
            } else if line.hasPrefix("#endif") {
                _ = blocks.popLast()
            } else if !line.hasPrefix("//") {
                let code =
                    line
                    .replacingOccurrences(of: ##"#+"(.*?)"#+"##, with: #""""#, options: .regularExpression)
                    .replacingOccurrences(of: #""([^"\\]|\\.)*""#, with: #""""#, options: .regularExpression)
                result.append((index + 1, code, blocks.compactMap { $0 }))
            }
        }
        return result
    }

    private static func requiredCompiler(in condition: String) -> String? {
        guard let range = condition.range(of: #"compiler\(>=\s*[0-9.]+\)"#, options: .regularExpression),
            !condition.contains("!compiler")
        else { return nil }
        return String(condition[range].dropFirst("compiler(>=".count).dropLast()).trimmingCharacters(in: .whitespaces)
    }

    private static func version(_ version: String, isAtLeast minimum: String) -> Bool {
        let parts = { (text: String) in text.split(separator: ".").map { Int($0) ?? 0 } }
        return parts(version).lexicographicallyPrecedes(parts(minimum)) == false
    }

    private static func relative(_ file: URL) -> String {
        String(file.path.dropFirst(Repository.root.path.count + 1))
    }

    private func swiftFiles(under folders: [String]) throws -> [URL] {
        folders.flatMap { folder -> [URL] in
            let enumerator = FileManager.default.enumerator(at: Repository.path(folder), includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        }.sorted { $0.path < $1.path }
    }
}
