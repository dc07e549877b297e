import BridgeGenKit
import BridgeSpec

/// The spec a subcommand works on, and where an extension spec finds its base. Shared by
/// `validate` and `generate`, so every subcommand finds specs the same way.
struct SpecOptions: ArgumentGroup {
    static let spec = Parameter.argument(
        "spec", optional: true,
        help: "The protocol spec to read (default: the nearest bridge.yaml or Protocol/bridge.yaml, from this folder up).")
    static var parameters: [Parameter] { [spec] + BaseOptions.parameters }

    var spec: String?
    var baseOptions: BaseOptions

    init(_ arguments: ParsedArguments) throws {
        spec = arguments.string(Self.spec)
        baseOptions = try arguments.group()
    }

    /// Where extension specs find their bases.
    var bases: SpecBases { baseOptions.bases }

    /// The spec to read and how generated headers name it: the one given, named by its path; or
    /// the one found from the current folder up, named from its package's root, so that any folder
    /// of the package generates the same bytes. Reports and fails when there is none.
    func located() throws -> SpecDiscovery.Found {
        try Self.locate(spec)
    }

    /// `spec`, or the spec found from the current folder up when it is nil (see `located()`).
    static func locate(_ spec: String?) throws -> SpecDiscovery.Found {
        if let spec { return SpecDiscovery.Found(path: spec, label: GeneratorPipeline.sourceLabel(for: spec)) }
        let folder = FileSystem.currentFolder
        guard let found = SpecDiscovery.find(from: folder) else {
            StandardStream.error.write(DiagnosticRenderer.render(SpecDiscovery.notFound(from: folder)))
            throw ExitCode.failure
        }
        return found
    }
}
