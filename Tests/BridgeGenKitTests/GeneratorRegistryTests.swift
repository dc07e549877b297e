import BridgeGenKit
import BridgeGenerators
import BridgeSpec
import Testing

/// `Generators.all` is the one place an output language is registered; what the rest of the
/// generator knows of languages comes from it.
@Suite struct GeneratorRegistryTests {
    @Test func eachLanguageIsRegisteredOnceUnderItsOwnName() {
        let languages = Generators.all.map { $0.language }
        #expect(languages == ["swift", "typescript", "json-schema", "conformance"])
        for generator in Generators.all {
            #expect(Generators.named(generator.language) == generator)
        }
        #expect(Generators.named("kotlin") == nil)
    }

    /// A spec may give names in every language a generator names elements in, so that a name
    /// given for a registered language is never refused as unknown.
    @Test func everyNamingLanguageIsOneTheSpecMayName() {
        let naming = Generators.all.compactMap { $0.namingLanguage }
        #expect(naming == ["swift", "typescript"])
        #expect(Set(naming).isSubset(of: LanguageNames.languages))
    }
}
