import Foundation
import TestSupport
import Testing

/// The shared conformance suite (Tests/Conformance) against the Kotlin host, on the JVM: the
/// runner (JUnit/conformance) plays the page and the app through the generated Kotlin host
/// (Generated/android, with the signature pad extension's host for extension scenarios), and prints
/// a verdict per scenario.
@Suite struct KotlinConformanceTests {
    @Test(.enabled(if: KotlinToolchain.shouldRun, "\(KotlinToolchain.installNote)"))
    func everyScenarioPassesOrIsAKnownFailureOrSkippedWithAReason() throws {
        let toolchain = try KotlinToolchain.require()
        let build = try KotlinBuild.shared.get()
        let result = try toolchain.runJava(
            ["-cp", build.testClassPath(toolchain), "com.gbg.bridge.conformance.ConformanceMainKt", Repository.root.path],
            timeout: 300)
        try #require(
            !result.timedOut && result.status == 0, "the runner failed:\n\(result.output.suffix(4000))\n\(result.errorTail)")

        var verdicts: [String: [(name: String, text: String)]] = [:]
        for line in result.output.split(separator: "\n") {
            let verdict = String(line.prefix { $0 != " " })
            let rest = line.dropFirst(verdict.count + 1)
            let name = String(rest.prefix { $0 != "\t" })
            let text = rest.dropFirst(name.count + 1).replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(
                of: "\\\\", with: "\\")
            verdicts[verdict, default: []].append((name, text))
        }
        let expected = try Self.scenarioCount()
        let reported = verdicts.values.map(\.count).reduce(0, +)
        #expect(reported == expected, "\(expected) scenarios in Tests/Conformance, \(reported) verdicts")
        for failure in verdicts["FAIL"] ?? [] {
            Issue.record("\(failure.name): \(failure.text)")
        }
        for fixed in verdicts["FIXED"] ?? [] {
            Issue.record("\(fixed.name) passes now: remove it from JUnit/conformance/KnownFailures.kt")
        }
        for known in verdicts["KNOWN"] ?? [] {
            withKnownIssue("\(known.name): \(known.text)") { Issue.record("known failure") }
        }
        // Every scenario runs: the generated hosts serve the base protocol and its extension.
        for skipped in verdicts["SKIP"] ?? [] {
            Issue.record("\(skipped.name) skipped: \(skipped.text)")
        }
        #expect((verdicts["PASS"]?.count ?? 0) >= 140, "\(verdicts["PASS"]?.count ?? 0) scenarios passed")
    }

    /// How many scenarios the files hold: lines that start one.
    private static func scenarioCount() throws -> Int {
        let folder = Repository.path("Tests/Conformance")
        var count = 0
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] where path.hasSuffix(".jsonl") {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            count += text.split(separator: "\n").filter { $0.hasPrefix("{\"scenario\":") }.count
        }
        return count
    }
}
