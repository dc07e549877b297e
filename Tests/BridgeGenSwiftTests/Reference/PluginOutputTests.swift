import Foundation
import Testing
import TestSupport

import BridgeGenKit
@testable import BridgeGenSwift

/// The build-tool plugin must declare exactly the files the generator writes: SwiftPM only compiles
/// declared outputs, and plugins cannot import the generator to ask it.
@Suite struct PluginOutputTests {
    @Test func buildToolPluginDeclaresEveryGeneratedFile() throws {
        let source = try String(contentsOf: Repository.path("Plugins/BridgeGenPlugin/plugin.swift"), encoding: .utf8)
        let list = try #require(source.range(of: "static let generatedFiles = [").map { source[$0.upperBound...] })
        let names = list.prefix { $0 != "]" }.split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            .filter { !$0.isEmpty }
        #expect(names == SwiftTranslator.fileNames)
    }
}
