/// Where extension specs find their bases, beyond the `path` their `extends` section gives.
///
/// The build and command plugins know where each package of the build is, so an extension can
/// name its base by package identity (`package: gbgbridge`); the CLI takes `--base` and
/// `--package-root` for the same. A base spec ignores all of it.
package struct SpecBases: Sendable {
    /// The base spec of any extension, overriding what its `extends` says (`--base`).
    package var basePath: String?
    /// Package roots by identity (`--package-root gbgbridge=/path`): the base of an extension that
    /// names `package: gbgbridge` is `Protocol/bridge.yaml` there.
    package var packageRoots: [String: String]
    /// Reads a base spec another way than from the file system, such as from a git revision for
    /// `bridgegen diff`; nil reads the file.
    package var load: (@Sendable (String) -> SpecLoadResult)?

    package init(
        basePath: String? = nil, packageRoots: [String: String] = [:], load: (@Sendable (String) -> SpecLoadResult)? = nil
    ) {
        self.basePath = basePath
        self.packageRoots = packageRoots
        self.load = load
    }

    /// Where a package's published base spec is, relative to its root.
    package static let publishedSpec = FileNames.publishedSpec
}
