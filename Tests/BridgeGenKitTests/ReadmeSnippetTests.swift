import BridgeSpec
import Foundation
import TestSupport
import Testing

/// The README's package snippets are what `Tests/ConsumerPackage` uses, and `.ci/consumer-package`
/// builds that package outside this repository, so the snippets work as written.
@Suite struct ReadmeSnippetTests {
    /// The Swift code blocks of the README that belong in a package manifest: those that say
    /// `.package(` or `.plugin(`.
    static func manifestSnippets() throws -> [[String]] {
        let readme = try String(contentsOf: Repository.path("README.md"), encoding: .utf8)
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
        #expect(snippets.count >= 2, "the README shows adding the package and the build plugin")
        for line in snippets.joined() {
            // The URL line cannot be fetched here; its alternative, the path line, is what the
            // consumer uses. Comments say which is which.
            let code = line.hasPrefix("// .") ? String(line.dropFirst(3)) : line
            guard !code.isEmpty, !code.hasPrefix("//"), !code.contains(".package(url:") else { continue }
            #expect(manifest.contains(code), "README line not in Tests/ConsumerPackage/Package.swift: \(code)")
        }
    }

    /// The extension spec of "Adding capabilities of your own" is valid against the shipped base,
    /// found by package identity as the build plugin finds it.
    @Test func theReadmesExtensionSpecIsValid() throws {
        let readme = try String(contentsOf: Repository.path("README.md"), encoding: .utf8)
        let step = try #require(readme.range(of: "**1. The spec**"))
        let open = try #require(readme.range(of: "```yaml\n", range: step.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        let bases = SpecBases(packageRoots: ["gbgbridge": Repository.root.path])
        let result = SpecLoader.load(bytes: Array(readme[open.upperBound..<close.lowerBound].utf8), path: "README.md", bases: bases)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let spec = try #require(result.spec)
        #expect(spec.extensionSpec?.declared.actions == ["address.lookup"])
    }
}
