import Foundation
import TestSupport
import Testing

/// The web client article's iframe host snippet (Documentation/GBGBridge.docc/WebClient.md)
/// compiles against the generated package, strictly, as a web developer would paste it: the sample
/// must keep working as the host changes.
@Suite struct HostSnippetDocumentationTests {
    /// What the snippet leaves to the reader: their own capture.
    static let prelude = "declare function takePhoto(side: string | undefined): Promise<Uint8Array>;\n"

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func theIframeHostSnippetCompiles() throws {
        try ExternalTools.require(["tsc"])
        let article = PackagePaths.root.appendingPathComponent("Documentation/GBGBridge.docc/WebClient.md")
        let readme = try String(contentsOf: article, encoding: .utf8)
        let blocks = readme.components(separatedBy: "```ts\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
        let snippet = try #require(
            blocks.first { $0.contains("from \"gbgbridge/host\"") }, "WebClient.md has no iframe host snippet")
        let folder = WebClientBuild.root.appendingPathComponent("readme-host-\(UUID().uuidString)")
        let pages = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try (Self.prelude + snippet + "\n").write(
            to: pages.appendingPathComponent("readme-host.ts"), atomically: true, encoding: .utf8)
        let result = try WebClientBuild.typeCheck(
            file: "readme-host.ts", client: PackagePaths.generatedWeb, extensions: [], pages: pages,
            in: folder.appendingPathComponent("build"))
        #expect(
            !result.timedOut && result.status == 0,
            "tsc rejected WebClient.md's iframe host snippet:\n\(result.output)\n\(result.errorTail)")
    }
}
