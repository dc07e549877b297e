import BridgeGenKit
import BridgeGenerators
import BridgeSpec

/// `bridgegen validate [SPEC]`: loads and checks a spec, printing every problem at once: the
/// spec's own, and what each configured output's language cannot generate (reserved names, names
/// that collide once the language's naming rules apply).
///
/// Diagnostics go to standard error in the `path:line:column: error: message` form editors and CI
/// annotate; a one-line summary goes to standard output when the spec is valid. Exits 1 when there
/// is any error; warnings alone leave the spec valid.
struct ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "Checks a protocol spec and reports every problem in it."
    static var parameters: [Parameter] { SpecOptions.parameters + ConfigOptions.parameters }

    var options: SpecOptions
    var configOptions: ConfigOptions

    init(_ arguments: ParsedArguments) throws {
        options = try arguments.group()
        configOptions = try arguments.group()
    }

    func run() throws {
        let path = try options.located().path
        let languages = try configOptions.load(forSpec: path).outputs.compactMap { Generators.named($0.language) }
        let result = GeneratorPipeline.check(specPath: path, bases: options.bases, for: languages)
        if !result.diagnostics.isEmpty {
            StandardStream.error.write(DiagnosticRenderer.render(result.diagnostics))
        }
        guard let spec = result.spec else { throw ExitCode.failure }
        // The protocol's name is the spec's text, and the path the user's: neither may forge a line.
        print(VisibleText.escaping("\(path): \(Self.summary(of: spec))"))
    }

    /// "GBGBridge 1.0 is valid: 4 actions, 9 events, 3 capabilities, 14 error codes, 17 types."; for an
    /// extension, what it adds: "SignaturePad 1.2, extending GBGBridge 1.0, is valid: 1 action, …".
    static func summary(of spec: ProtocolSpec) -> String {
        let own = spec.own
        let counts = [
            count(own.actions.count, "action"), count(own.events.count, "event"),
            count(own.capabilities.count, "capability", plural: "capabilities"),
            count(own.errorCodes.count, "error code"), count(own.types.count, "type"),
        ]
        let name = "\(own.name) \(own.version)" + (spec.inherited.map { ", extending \($0.name) \($0.version)," } ?? "")
        return "\(name) is valid: \(counts.joined(separator: ", "))."
    }

    private static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }
}
