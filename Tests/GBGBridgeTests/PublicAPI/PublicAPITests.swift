import Foundation
import TestSupport
import Testing

/// The public API is the app's: what `swift-symbolgraph-extract` finds in the modules this package
/// built, as DocC and code completion see them. What only generated code uses is behind
/// `@_spi(BridgeGenerated)` and left out, so it is neither listed here nor a promise to apps.
///
/// Every public declaration has a doc comment, and the list of them is pinned in
/// `Fixtures/PublicAPI/<module>.txt`: a new one, or a changed signature, is a conscious change.
/// `BRIDGEGEN_RECORD=1 swift test --filter PublicAPITests` writes the lists again, for review.
@Suite(.serialized) struct PublicAPITests {
    static let modules = ["BridgeRuntime", "GBGBridge"]

    @Test(arguments: modules)
    func everyPublicDeclarationHasADocComment(_ module: String) throws {
        let undocumented = try PublicSymbols.of(module).filter { !$0.isDocumented }.map(\.line)
        #expect(
            undocumented.isEmpty,
            "public declarations of \(module) without a doc comment:\n\(undocumented.joined(separator: "\n"))")
    }

    @Test(arguments: modules)
    func thePublicDeclarationsAreThePinnedOnes(_ module: String) throws {
        let listed = try PublicSymbols.of(module).map(\.line).joined(separator: "\n") + "\n"
        let file = Repository.path("Tests/GBGBridgeTests/Fixtures/PublicAPI/\(module).txt")
        let pinned = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        guard listed != pinned else { return }
        if ProcessInfo.processInfo.environment["BRIDGEGEN_RECORD"] == "1" {
            try listed.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(file.path); review it with git diff, then run without BRIDGEGEN_RECORD")
            return
        }
        let diff = try UnifiedDiff.between(pinned, listed, name: "PublicAPI/\(module).txt")
        Issue.record(
            """
            The public API of \(module) is not the pinned one. A declaration only generated code uses \
            belongs behind @_spi(BridgeGenerated); one apps use needs a doc comment and its line in \
            the list (BRIDGEGEN_RECORD=1 swift test --filter PublicAPITests).
            \(diff)
            """)
    }

    /// Counting only what the package declares finds the app's API, and nothing of the SPI: the
    /// test would pass on an empty graph otherwise.
    @Test func theGraphHoldsTheAppsAPIAndNoneOfTheSPI() throws {
        let runtime = try PublicSymbols.of("BridgeRuntime").map(\.path)
        #expect(runtime.contains("BridgeHostBase.registerCustomCapability(_:version:handler:)"))
        #expect(runtime.contains("InMemoryTransport.post(_:)"))
        #expect(
            !runtime.contains {
                $0.hasPrefix("JSONWriter") || $0.hasPrefix("BridgeRawMessage") || $0.hasSuffix("init(json:path:)")
            })
        let generated = try PublicSymbols.of("GBGBridge").map(\.path)
        #expect(generated.contains("BridgeHost.documentCapture"))
        #expect(!generated.contains { $0.hasSuffix("encode(to:)") || $0.hasPrefix("GBGBridgeProtocol.validate") })
    }
}

/// The public symbols a module declares, from its symbol graph.
struct PublicSymbols {
    /// The symbol's kind, such as `method`.
    var kind: String
    /// Its path, such as `BridgeHostBase.attach(_:)`.
    var path: String
    /// Its declaration, on one line.
    var declaration: String
    /// Whether it has a doc comment of its own.
    var isDocumented: Bool

    /// One line of the pinned list: kind, path, and the declaration that tells overloads apart.
    var line: String { "\(kind) \(path): \(declaration)" }

    /// The public symbols `module` declares in this repository's sources, sorted by line; symbols
    /// the compiler synthesizes or the module inherits from Swift's own protocols are left out.
    static func of(_ module: String) throws -> [PublicSymbols] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(module)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try ChildProcess.run(
            [
                "swift-symbolgraph-extract", "-module-name", module, "-I", try BuiltModules.directory().path,
                "-target", Self.target, "-minimum-access-level", "public", "-output-dir", output.path,
            ], timeout: 300)
        guard result.status == 0 else { throw ExtractionFailed(module: module, errors: result.errorTail) }
        let graphs = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".symbols.json") }
        var symbols: [PublicSymbols] = []
        for graph in graphs {
            let data = try Data(contentsOf: output.appendingPathComponent(graph))
            let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            for case let symbol as [String: Any] in json["symbols"] as? [Any] ?? [] {
                guard let uri = (symbol["location"] as? [String: Any])?["uri"] as? String,
                    uri.hasPrefix(Repository.root.absoluteString) || uri.contains(Repository.root.path)
                else { continue }
                let kind = ((symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "").replacingOccurrences(
                    of: "swift.", with: "")
                let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
                let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
                let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
                    .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                symbols.append(
                    PublicSymbols(kind: kind, path: path, declaration: declaration, isDocumented: symbol["docComment"] != nil))
            }
        }
        return symbols.sorted { $0.line < $1.line }
    }

    /// The target triple the modules were built for.
    static var target: String {
        #if arch(arm64)
        let architecture = "aarch64"
        #else
        let architecture = "x86_64"
        #endif
        #if os(macOS)
        return "\(architecture == "aarch64" ? "arm64" : architecture)-apple-macosx13.0"
        #else
        return "\(architecture)-unknown-linux-gnu"
        #endif
    }

    /// `swift-symbolgraph-extract` could not read a module.
    struct ExtractionFailed: Error, CustomStringConvertible {
        var module: String
        var errors: String
        var description: String { "swift-symbolgraph-extract failed for \(module):\n\(errors)" }
    }
}
