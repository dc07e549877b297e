import BridgeGenKit
import BridgeGenerators

/// A `--language` of `bridgegen generate`: one of the output languages.
struct LanguageOption {
    /// The language's generator.
    var generator: any LanguageGenerator.Type

    init?(argument: String) {
        guard let generator = Generators.named(argument) else { return nil }
        self.generator = generator
    }

    /// The words `--help` offers.
    static var allValueStrings: [String] { Generators.all.map { $0.language } }
}
