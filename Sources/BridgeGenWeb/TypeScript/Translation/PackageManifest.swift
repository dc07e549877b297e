import BridgeGenKit
import BridgeSpec

/// `package.json`: what makes the generated folder an npm package a web project installs from a
/// local path (`npm install ./Generated/web`), an ES module with its declarations. It points at
/// `dist/`, which the generator writes too, so the package needs no build step (and no TypeScript)
/// where it is installed; it carries the simulator's description (and, for a protocol's package,
/// its server: `npm run simulate -- JOURNEY_URL`).
///
/// A protocol's client has no dependencies. An extension's package names the base client's as a
/// peer dependency, of the base's major version and at least the minor it was generated against:
/// the page installs the base client once, and every extension builds on that one.
enum PackageManifest {
    /// The manifest. JSON has no comments, so the generated-file notice is its `//` member, the key
    /// npm leaves to comments.
    static func manifest(_ spec: ProtocolSpec, notice: String) -> SchemaValue {
        let entry: SchemaValue = ["types": "./dist/index.d.ts", "default": "./dist/index.js"]
        let own = spec.own, base = spec.inherited
        return .members([
            "//": .string(notice),
            "name": .string(base.map { extensionPackageName(own, base: $0) } ?? packageName(own.name)),
            "version": .string(npmVersion(own.version)),
            "description": .string(
                base == nil
                    ? "The web client and the iframe host (\"./host\") of the \(spec.name) protocol, generated from its spec."
                    : "The web client and the iframe host (\"./host\") of the \(own.name) extension of the \(spec.name) protocol, "
                        + "generated from its spec."),
            "type": "module",
            "main": "./dist/index.js",
            "types": "./dist/index.d.ts",
            "exports": [
                ".": entry, "./host": ["types": "./dist/host.d.ts", "default": "./dist/host.js"],
                "./package.json": "./package.json",
            ],
            "files": .array(
                ["dist", "*.ts", "tsconfig.json", .string(SimulatorDescription.fileName)]
                    + (base == nil ? [.string(TypeScriptRuntimeSource.simulatorServer)] : [])),
            "sideEffects": false,
            "scripts": base == nil ? ["simulate": .string("node \(TypeScriptRuntimeSource.simulatorServer)")] : nil,
            "peerDependencies": base.map { .object([(key: packageName($0.name), value: .string("^" + npmVersion($0.version)))]) },
        ])
    }

    /// The spec's name as an npm package name: lower case, with anything but letters, digits, `-`,
    /// `.` and `_` turned into `-`.
    static func packageName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-._")
        return String(name.lowercased().map { allowed.contains($0) ? $0 : "-" })
    }

    /// An extension's package: the base's, then the extension's name in kebab case
    /// (`gbgbridge-signature-pad`), so the two sort together and the base is never mistaken for it.
    static func extensionPackageName(_ own: Declarations, base: Declarations) -> String {
        packageName(base.name) + "-" + packageName(KebabCase.of(own.name))
    }

    /// A "major.minor" version as npm's "major.minor.0".
    private static func npmVersion(_ version: ProtocolVersion) -> String {
        "\(version.major).\(version.minor).0"
    }
}
