import BridgeGenKit
import BridgeGenerators
import BridgeSpec
import Testing

/// `Generators.all` is the one place an output language is registered; what the rest of the
/// generator knows of languages comes from it.
@Suite struct GeneratorRegistryTests {
    @Test func eachLanguageIsRegisteredOnceUnderItsOwnName() {
        let languages = Generators.all.map { $0.language }
        #expect(languages == ["swift", "typescript", "json-schema", "kotlin", "conformance"])
        for generator in Generators.all {
            #expect(Generators.named(generator.language) == generator)
        }
        #expect(Generators.named("cobol") == nil)
    }

    /// Without a configuration file, `generate` writes what every app team needs; an output a team
    /// opts into says so, and the built-in configuration leaves it out.
    @Test func theBuiltInConfigurationHoldsTheLanguagesWrittenByDefault() {
        let defaults = Generators.all.filter { $0.isWrittenByDefault }.map { $0.language }
        #expect(defaults == ["swift", "typescript", "json-schema"])
        let builtIn = GenerationConfig.builtIn(generators: Generators.all)
        #expect(builtIn.outputs.map(\.language) == defaults)
        #expect(
            builtIn.outputs.map(\.folder) == ["Generated/GBGBridge", "Generated/web", "Generated/schema"])
    }

    /// A spec may give names in every language a generator names elements in, so that a name
    /// given for a registered language is never refused as unknown.
    @Test func everyNamingLanguageIsOneTheSpecMayName() {
        let naming = Generators.all.compactMap { $0.namingLanguage }
        #expect(naming == ["swift", "typescript", "kotlin"])
        #expect(Set(naming).isSubset(of: LanguageNames.languages))
    }
}
