import BridgeGenConformance
import BridgeGenKit
import BridgeGenKotlin
import BridgeGenSwift
import BridgeGenWeb

/// Every output language bridgegen generates: the one place a language is registered.
///
/// A language is a module beside `BridgeGenSwift` and `BridgeGenWeb` with a type that conforms to
/// `LanguageGenerator` (its name checks, its files, its translation and rendering), listed here.
/// The command line (`--language`, the configuration's `outputs`, `validate`), the tests that
/// compile every output, and the fuzzer all take their languages from this list, so adding a
/// language is adding its module and one entry below.
package enum Generators {
    /// Every language, in the order outputs are written and listed.
    package static var all: [any LanguageGenerator.Type] {
        [
            SwiftGenerator.self,
            TypeScriptGenerator.self,
            JSONSchemaGenerator.self,
            KotlinGenerator.self,
            ConformanceGenerator.self,
        ]
    }

    /// The generator for `language`, if there is one.
    package static func named(_ language: String) -> (any LanguageGenerator.Type)? {
        all.first { $0.language == language }
    }
}
