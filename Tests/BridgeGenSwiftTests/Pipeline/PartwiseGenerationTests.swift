import BridgeGenKit
import BridgeSpec
import Foundation
import TestSupport
import Testing

@testable import BridgeGenSwift

/// The generator translates the types in parts and renders each part on the core that translated it,
/// and keeps the pieces in order; the files must be what rendering every declaration one after
/// another gives, blank lines at the seams included, and what its two stages give one after the
/// other.
@Suite struct PartwiseGenerationTests {
    /// The real spec with enough extra types (objects and enumerations, alternating) that the types
    /// come in several parts.
    private func largeSpec() throws -> ProtocolSpec {
        let text = try String(contentsOf: Repository.path("Protocol/bridge.yaml"), encoding: .utf8)
        let extraTypes = (0..<150).map { index in
            index % 2 == 0
                ? "  Extra\(index):\n    description: Extra type \(index).\n    fields:\n      name:\n        type: string\n        description: A name.\n"
                : "  ExtraKind\(index):\n    description: Extra kind \(index).\n    enum:\n      first: The first.\n      second: The second.\n"
        }.joined()
        let spec = text.replacingOccurrences(of: "\ntypes:\n", with: "\ntypes:\n" + extraTypes)
        let loaded = SpecLoader.load(bytes: Array(spec.utf8), path: "large.yaml")
        return try #require(loaded.spec, "\(loaded.diagnostics)")
    }

    @Test func joinsThePartsAsRenderingThemInOneGoWould() throws {
        let spec = try largeSpec()
        let options = GeneratorOptions(sourceLabel: "large.yaml")
        let parts = SwiftTranslator(spec: spec).translateTypesInParts()
        #expect(parts.count > 3, "the types should come in several parts")

        let files = SwiftGenerator.generate(spec, options: options)
        let renderer = SwiftRenderer(accessLevel: options.accessLevel)
        for (file, generated) in zip(SwiftTranslator(spec: spec).translate(), files) {
            var printer = CodePrinter()
            renderer.renderDeclarations(file.declarations, into: &printer)
            #expect(generated.contents.hasSuffix("\n\n" + printer.content), "\(file.name)")
            #expect(!generated.contents.hasSuffix("\n\n\n" + printer.content), "\(file.name)")
        }
        #expect(files.map(\.pieces.count).max()! > 3, "the types file should be written in pieces")
        let staged = SwiftGenerator.render(SwiftGenerator.translate(spec, options: options), options: options)
        #expect(files.map(\.name) == staged.map(\.name))
        for (streamed, staged) in zip(files, staged) {
            #expect(streamed.contents == staged.contents, "\(streamed.name)")
        }
    }
}
