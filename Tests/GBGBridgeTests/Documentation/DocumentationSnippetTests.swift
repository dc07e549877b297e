import Foundation
import TestSupport
import Testing

/// The documentation's Swift snippets compile against the built `GBGBridge`, so what an app team
/// copies from an article works.
///
/// A snippet is compiled when its first line imports `GBGBridge` or `BridgeRuntime`; other Swift
/// blocks are fragments (a manifest's lines, one call) and say so by not starting with an import.
/// An article's snippets compile together, as one module, beside `Fixtures/Documentation/StandIns.swift`,
/// which stands in for the app's own code; so one article does not declare a name twice.
@Suite struct DocumentationSnippetTests {
    /// The DocC catalogs apps read.
    static let catalogs = ["Documentation/GBGBridge.docc", "Sources/BridgeRuntime/BridgeRuntime.docc"]

    /// Each article with its compiled snippets.
    static func articles() throws -> [(path: String, snippets: [String])] {
        try catalogs.flatMap { catalog in
            try FileManager.default.contentsOfDirectory(atPath: Repository.path(catalog).path)
                .filter { $0.hasSuffix(".md") }.sorted()
                .map { name in
                    let path = "\(catalog)/\(name)"
                    return (path, snippets(in: try String(contentsOf: Repository.path(path), encoding: .utf8)))
                }
        }
    }

    /// The Swift blocks of `markdown` that start with an import of the SDK.
    static func snippets(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```swift" { current = []; continue }
            if line == "```", let block = current {
                if let first = block.first, first == "import GBGBridge" || first == "import BridgeRuntime" {
                    blocks.append(block.joined(separator: "\n") + "\n")
                }
                current = nil
                continue
            }
            current?.append(line)
        }
        return blocks
    }

    @Test func theGuideAndTheTutorialHaveCompiledSnippets() throws {
        let compiled = try Self.articles().filter { !$0.snippets.isEmpty }.map(\.path)
        for article in ["GettingStarted.md", "BuildingABridge.md", "Events.md", "RequestLifecycle.md", "TypedAPI.md"] {
            #expect(compiled.contains("Documentation/GBGBridge.docc/\(article)"), "\(article) has no compiled snippet")
        }
    }

    @Test(arguments: try articles().filter { !$0.snippets.isEmpty }.map(\.path))
    func everySnippetCompiles(_ article: String) throws {
        let snippets = try Self.articles().first { $0.path == article }?.snippets ?? []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = [Repository.path("Tests/GBGBridgeTests/Fixtures/Documentation/StandIns.swift").path]
        for (index, snippet) in snippets.enumerated() {
            let file = folder.appendingPathComponent("Snippet\(index + 1).swift")
            try snippet.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let result = try ChildProcess.run(
            [
                "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-module-name", "Snippets", "-I", try BuiltModules.directory().path,
            ] + files,
            timeout: 300)
        #expect(result.status == 0, "\(article)'s snippets do not compile:\n\(result.errors.suffix(4000))")
    }
}
