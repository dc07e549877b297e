import BridgeGenKit
import BridgeSpec

/// `package.json`: what makes the generated folder an npm package a web project installs from a
/// local path (`npm install ./Generated/web`), an ES module with its declarations. It points at
/// `dist/`, which `tsc -p .` (`npm run build`) writes.
///
/// A protocol's client has no dependencies. An extension's package names the base client's as a
/// peer dependency, of the base's major version and at least the minor it was generated against:
/// the page installs the base client once, and every extension builds on that one.
enum PackageManifest {
    /// The manifest's text. JSON has no comments, so the generated-file notice is its `//` member,
    /// the key npm leaves to comments.
    static func text(_ spec: ProtocolSpec, notice: String) -> String {
        let entry: SchemaValue = ["types": "./dist/index.d.ts", "default": "./dist/index.js"]
        let base = packageName(spec.name)
        let extensionSpec = spec.extensionSpec
        let manifest: SchemaValue = .members([
            "//": .string(notice),
            "name": .string(extensionSpec.map { extensionPackageName($0, base: spec) } ?? base),
            "version": .string(npmVersion(extensionSpec?.version ?? spec.version)),
            "description": .string("The web client of the " + (extensionSpec.map { "\($0.name) extension of the " } ?? "")
                + "\(spec.name) protocol, generated from its spec."),
            "type": "module",
            "main": "./dist/index.js",
            "types": "./dist/index.d.ts",
            "exports": [".": entry, "./package.json": "./package.json"],
            "files": ["dist", "*.ts", "tsconfig.json"],
            "sideEffects": false,
            "scripts": ["build": "tsc -p ."],
            "peerDependencies": extensionSpec.map { _ in .object([(key: base, value: .string("^" + npmVersion(spec.version)))]) },
        ])
        return manifest.prettyPrinted
    }

    /// The spec's name as an npm package name: lower case, with anything but letters, digits, `-`,
    /// `.` and `_` turned into `-`.
    static func packageName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-._")
        return String(name.lowercased().map { allowed.contains($0) ? $0 : "-" })
    }

    /// An extension's package: the base's, then the extension's name in kebab case
    /// (`gbgbridge-signature-pad`), so the two sort together and the base is never mistaken for it.
    static func extensionPackageName(_ extensionSpec: ExtensionSpec, base: ProtocolSpec) -> String {
        packageName(base.name) + "-" + packageName(KebabCase.of(extensionSpec.name))
    }

    /// A "major.minor" version as npm's "major.minor.0".
    private static func npmVersion(_ version: ProtocolVersion) -> String {
        "\(version.major).\(version.minor).0"
    }
}
