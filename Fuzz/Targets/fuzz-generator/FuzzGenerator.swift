import BridgeGenKit
import BridgeGenerators
import BridgeSpec
import FuzzSupport

/// Each generator on every input that loads as a valid spec: its own name checks must not crash,
/// and where they pass, it must write files and write the same files twice (its stages run on both
/// cores and must not depend on timing).
func fuzzGenerator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let spec = SpecLoader.load(bytes: FuzzInput.bytes(data, size), path: "fuzz.yaml").spec else { return 0 }
    let options = GeneratorOptions(sourceLabel: "fuzz.yaml")
    for generator in Generators.all where generator.validate(spec).isEmpty {
        let files = generator.generate(spec, options: options)
        if files.isEmpty || files.contains(where: { !$0.contents.hasSuffix("\n") }) {
            FuzzInput.finding("the \(generator.language) generator wrote no files, or a file without its final newline")
        }
        if generator.generate(spec, options: options) != files {
            FuzzInput.finding("the \(generator.language) generator wrote different files for the same spec")
        }
    }
    return 0
}
