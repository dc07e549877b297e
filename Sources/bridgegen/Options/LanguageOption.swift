import ArgumentParser
import BridgeGenKit
import BridgeGenerators

/// A `--language` of `bridgegen generate`: one of the output languages.
struct LanguageOption: ExpressibleByArgument {
    /// The language's generator.
    var generator: any LanguageGenerator.Type

    init?(argument: String) {
        guard let generator = Generators.named(argument) else { return nil }
        self.generator = generator
    }

    static var allValueStrings: [String] { Generators.all.map { $0.language } }

    var defaultValueDescription: String { generator.language }
}
