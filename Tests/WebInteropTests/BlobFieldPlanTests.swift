import BridgeGenKit
import BridgeGenWeb
import BridgeSpec
import Foundation
import TestSupport
import Testing

/// Item 2 of issue 29: the client takes a blob reference only where the spec allows one. The
/// generated module lists, for each action whose result may hold references, where: blob fields,
/// and fields whose types (in arrays and maps too, recursively) hold some.
@Suite struct BlobFieldPlanTests {
    /// The shipped spec, with the NFC result holding pages of a recursive type in an array and a
    /// map: `Page` has a blob field and sub-pages.
    private static func protocolModule() throws -> String {
        var text = String(decoding: try Data(contentsOf: Repository.path("Protocol/bridge.yaml")), as: UTF8.self)
        let anchor = "  NFCReadResult:\n"
        let page = """
              Page:
                description: A page of the chip's data, with pages inside it.
                fields:
                  image: {type: bytes, blob: true, description: The page's image.}
                  caption: {type: bytes, description: Bytes that never travel as a blob.}
                  inside: {type: array<Page>, optional: true, description: Pages inside it.}
                  notes: {type: json, optional: true, description: Anything else.}

            """
        try #require(text.components(separatedBy: anchor).count == 2)
        text = text.replacingOccurrences(of: anchor, with: page + anchor)
        let field = "      photo:\n"
        try #require(text.components(separatedBy: field).count == 2)
        text = text.replacingOccurrences(
            of: field,
            with: """
                      pages: {type: array<Page>, optional: true, description: The pages read.}
                      pagesByGroup: {type: map<Page>, optional: true, description: The pages by data group.}

                """ + field)
        let loaded = SpecLoader.load(bytes: Array(text.utf8), path: "bridge.yaml")
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let files = TypeScriptGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "bridge.yaml"))
        return try #require(files.first { $0.name == "protocol.ts" }).contents
    }

    @Test func theModuleListsWhereEachResultMayHoldBlobReferences() throws {
        let module = try Self.protocolModule()
        #expect(
            module.contains(
                """
                const blobFieldsOfPage: BlobFields = {
                  image: true,
                  inside: { array: { fields: () => blobFieldsOfPage } },
                };
                """))
        #expect(
            module.contains(
                """
                const blobFieldsOfNFCReadResult: BlobFields = {
                  pages: { array: { fields: () => blobFieldsOfPage } },
                  pagesByGroup: { map: { fields: () => blobFieldsOfPage } },
                  photo: true,
                };
                """))
        #expect(module.contains(#"    "nfc.read": blobFieldsOfNFCReadResult,"#))
        // Actions whose results hold no blob field are not listed: nothing of theirs is fetched.
        #expect(!module.contains(#""capability.query": blobFieldsOf"#))
    }
}
