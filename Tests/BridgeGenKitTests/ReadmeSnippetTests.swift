import BridgeSpec
import Foundation
import TestSupport
import Testing

/// The package snippets of the README and the documentation are what `Tests/ConsumerPackage` uses,
/// and `.ci/consumer-package` builds that package outside this repository, so the snippets work as
/// written.
@Suite struct ReadmeSnippetTests {
    /// The README and the articles of the GBGBridge documentation.
    static func guides() throws -> [String] {
        let catalog = Repository.path("Documentation/GBGBridge.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }.sorted()
        return try [Repository.path("README.md")].map { try String(contentsOf: $0, encoding: .utf8) }
            + articles.map { try String(contentsOf: catalog.appendingPathComponent($0), encoding: .utf8) }
    }

    /// The Swift code blocks of the guides that belong in a package manifest: those that say
    /// `.package(` or `.plugin(`.
    static func manifestSnippets() throws -> [[String]] {
        let readme = try guides().joined(separator: "\n")
        var blocks: [[String]] = []
        var current: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code == "```swift" { current = []; continue }
            if code == "```", let block = current {
                if block.contains(where: { $0.contains(".package(") || $0.contains(".plugin(") }) { blocks.append(block) }
                current = nil
                continue
            }
            current?.append(code)
        }
        return blocks
    }

    @Test func theConsumerPackageUsesEveryManifestLineOfTheReadme() throws {
        let manifest = try String(contentsOf: Repository.path("Tests/ConsumerPackage/Package.swift"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let snippets = try Self.manifestSnippets()
        #expect(snippets.count >= 2, "the guides show adding the package and the build plugin")
        for line in snippets.joined() {
            // The URL line cannot be fetched here; its alternative, the path line, is what the
            // consumer uses. Comments say which is which.
            let code = line.hasPrefix("// .") ? String(line.dropFirst(3)) : line
            guard !code.isEmpty, !code.hasPrefix("//"), !code.contains(".package(url:") else { continue }
            #expect(manifest.contains(code), "a guide's line is not in Tests/ConsumerPackage/Package.swift: \(code)")
        }
    }

    /// The extension spec of the extensions article is valid against the shipped base, found by
    /// package identity as the build plugin finds it.
    @Test func theExtensionArticlesSpecIsValid() throws {
        let readme = try String(contentsOf: Repository.path("Documentation/GBGBridge.docc/Extensions.md"), encoding: .utf8)
        let step = try #require(readme.range(of: "**1. The spec**"))
        let open = try #require(readme.range(of: "```yaml\n", range: step.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        let bases = SpecBases(packageRoots: ["gbgbridge": Repository.root.path])
        let result = SpecLoader.load(
            bytes: Array(readme[open.upperBound..<close.lowerBound].utf8), path: "Extensions.md", bases: bases)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let spec = try #require(result.spec)
        #expect(spec.extensionSpec?.declared.actions == ["address.lookup"])
    }
}
