import BridgeGenKit
import BridgeSpec
import Foundation
import TestSupport
import Testing

@testable import BridgeGenSwift

/// Generated encoders write a plain key as fixed text (`,"key":`), and any other key through the
/// writer's escaping.
@Suite struct MemberKeyTests {
    @Test func plainKeysBecomeMemberLiterals() {
        #expect(SwiftTranslator.plainMemberText("mrz") == #","mrz":"#)
        #expect(SwiftTranslator.plainMemberText("signed_at") == #","signed_at":"#)
    }

    @Test(arguments: ["a/b", "say \"hi\"", "back\\slash", "caf\u{E9}", "tab\there", "line\u{2028}separator", ""])
    func keysTheWriterWouldEscapeAreLeftToIt(_ key: String) {
        #expect(SwiftTranslator.plainMemberText(key) == nil)
    }

    @Test func encodersUseTheMemberFormOnlyForPlainKeys() throws {
        let text = try String(contentsOf: Repository.path("Protocol/bridge.yaml"), encoding: .utf8)
        let extra = """
              Keyed:
                description: Keys of both kinds.
                fields:
                  plain: { type: string, description: A plain key. }
                  slashed: { type: integer, wireName: "a/b", description: A key with a slash. }

            """
        let loaded = SpecLoader.load(
            bytes: Array(text.replacingOccurrences(of: "\ntypes:\n", with: "\ntypes:\n" + extra).utf8), path: "keyed.yaml")
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let types = try #require(
            SwiftGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "keyed.yaml"))
                .first { $0.name == "Types.swift" })
        #expect(types.contents.contains(#"writer.field(member: ",\"plain\":", plain)"#))
        #expect(types.contents.contains(#"writer.field("a/b", slashed)"#))
    }
}
