import BridgeSpec

/// Where an extension spec finds its base, beyond its `extends` section's `path`. Shared by every
/// subcommand that reads specs.
struct BaseOptions: ArgumentGroup {
    static let base = Parameter.option(
        "base", valueName: "file", help: "The base spec of an extension spec, instead of the one its 'extends' section names.")
    static let packageRoot = Parameter.option(
        "package-root", valueName: "identity=path", repeating: true,
        help:
            "Where a package of the build is, as IDENTITY=PATH: an extension that extends 'package: IDENTITY' finds its base at PATH/\(SpecBases.publishedSpec). The plugins pass every package's."
    )
    static var parameters: [Parameter] { [base, packageRoot] }

    var base: String?
    var packageRoots: [String]

    init(_ arguments: ParsedArguments) {
        base = arguments.string(Self.base)
        packageRoots = arguments.strings(Self.packageRoot)
    }

    func validate() throws {
        for root in packageRoots where !root.contains("=") {
            throw ValidationError("--package-root takes IDENTITY=PATH, such as gbgbridge=../gbgbridge; found '\(root)'")
        }
    }

    /// Where extension specs find their bases.
    var bases: SpecBases {
        SpecBases(
            basePath: base,
            packageRoots: Dictionary(
                packageRoots.map { root in
                    let parts = root.split(separator: "=", maxSplits: 1).map(String.init)
                    return (parts[0].lowercased(), parts.count > 1 ? parts[1] : "")
                }, uniquingKeysWith: { _, last in last }))
    }
}
