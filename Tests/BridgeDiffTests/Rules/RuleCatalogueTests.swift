import BridgeDiff
import Foundation
import Testing

/// `Protocol/DIFF_RULES.md` documents every rule: each ID in code has a row there with the severity the
/// code gives it, and the document names no rule the code does not have.
@Suite struct RuleCatalogueTests {
    /// The rows of the catalogue's "Rules" table, as (ID, severity).
    static func documentedRules() throws -> [(id: String, severity: String)] {
        let path = URL(fileURLWithPath: Spec.realSpecPath).deletingLastPathComponent()
            .appendingPathComponent("DIFF_RULES.md").path
        let text = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        // Only the section "## Rules": other tables (the `--fail-on` choices) have code in their first column too.
        let start = try #require(text.range(of: "\n## Rules\n"))
        let section = text[start.upperBound...]
        let rules = section.range(of: "\n## ").map { section[..<$0.lowerBound] } ?? section
        return rules.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 3, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { return nil }
            return (String(cells[1].dropFirst().dropLast()), cells[2])
        }
    }

    @Test func everyRuleIsDocumentedWithItsSeverity() throws {
        let documented = Dictionary(
            try Self.documentedRules().map { ($0.id, $0.severity) }, uniquingKeysWith: { first, _ in first })
        for rule in RuleID.allCases {
            #expect(documented[rule.rawValue] == rule.severity.rawValue, "\(rule.rawValue) in Protocol/DIFF_RULES.md")
        }
    }

    @Test func theCatalogueListsEachRuleOnceAndNoOthers() throws {
        let ids = try Self.documentedRules().map(\.id)
        #expect(ids == RuleID.allCases.map(\.rawValue))
    }

    @Test func ruleIDsAreUpperSnakeCase() {
        for rule in RuleID.allCases {
            #expect(rule.rawValue.allSatisfy { $0.isUppercase || $0 == "_" }, "\(rule.rawValue)")
        }
    }
}
