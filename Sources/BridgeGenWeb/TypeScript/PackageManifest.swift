import BridgeGenKit
import BridgeSpec

/// `package.json`: what makes the generated folder an npm package a web project installs from a
/// local path (`npm install ./Generated/web`), an ES module with its declarations and no
/// dependencies. It points at `dist/`, which `tsc -p .` (`npm run build`) writes.
enum PackageManifest {
    /// The manifest's text. JSON has no comments, so the generated-file notice is its `//` member,
    /// the key npm leaves to comments.
    static func text(_ spec: ProtocolSpec, notice: String) -> String {
        let entry: SchemaValue = ["types": "./dist/index.d.ts", "default": "./dist/index.js"]
        let manifest: SchemaValue = .members([
            "//": .string(notice),
            "name": .string(packageName(spec.name)),
            "version": .string("\(spec.version.major).\(spec.version.minor).0"),
            "description": .string("The web client of the \(spec.name) protocol, generated from its spec."),
            "type": "module",
            "main": "./dist/index.js",
            "types": "./dist/index.d.ts",
            "exports": [".": entry, "./package.json": "./package.json"],
            "files": ["dist", "*.ts", "tsconfig.json"],
            "sideEffects": false,
            "scripts": ["build": "tsc -p ."],
        ])
        return manifest.prettyPrinted
    }

    /// The spec's name as an npm package name: lower case, with anything but letters, digits, `-`,
    /// `.` and `_` turned into `-`.
    static func packageName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-._")
        return String(name.lowercased().map { allowed.contains($0) ? $0 : "-" })
    }
}
