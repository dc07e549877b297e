import ArgumentParser
import BridgeSpec

/// Where an extension spec finds its base, beyond its `extends` section's `path`. Shared by every
/// subcommand that reads specs.
struct BaseOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The base spec of an extension spec, instead of the one its 'extends' section names.", valueName: "file"))
    var base: String?

    @Option(
        name: .customLong("package-root"),
        help: ArgumentHelp(
            "Where a package of the build is, as IDENTITY=PATH: an extension that extends 'package: IDENTITY' finds its base at PATH/\(SpecBases.publishedSpec). The plugins pass every package's.",
            valueName: "identity=path"))
    var packageRoots: [String] = []

    func validate() throws {
        for root in packageRoots where !root.contains("=") {
            throw ValidationError("--package-root takes IDENTITY=PATH, such as gbgbridge=../gbgbridge; found '\(root)'")
        }
    }

    /// Where extension specs find their bases.
    var bases: SpecBases {
        SpecBases(basePath: base, packageRoots: Dictionary(packageRoots.map { root in
            let parts = root.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0].lowercased(), parts.count > 1 ? parts[1] : "")
        }, uniquingKeysWith: { _, last in last }))
    }
}
