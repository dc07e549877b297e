import Foundation
import TestSupport
import Testing

/// The declarations the generator renders for its modules (`dist/*.d.ts`) are tsc's: tsc compiles
/// each package's sources, and a strict check file requires every generated module's values
/// (`typeof import(…)`) and every type it exports (generics at `any`) to be identical, by
/// TypeScript's own identity test, between the shipped declarations and tsc's. tsc's files import
/// the other modules from the shipped ones, so each module is compared on its own.
@Suite struct DeclarationEquivalenceTests {
    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func theClientsDeclarationsAreTscs() throws {
        try ExternalTools.require(["tsc"])
        let root = WebClientBuild.root.appendingPathComponent("declarations-\(UUID().uuidString)")
        try compare(PackagePaths.generatedWeb, modules: ["index", "protocol", "host"], base: nil, in: root)
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func anExtensionsDeclarationsAreTscs() throws {
        try ExternalTools.require(["tsc"])
        let root = WebClientBuild.root.appendingPathComponent("declarations-\(UUID().uuidString)")
        try compare(
            PackagePaths.signaturePadWeb, modules: ["index", "extension", "host"], base: PackagePaths.generatedWeb, in: root)
    }

    /// Compiles a copy of `package` with tsc (finding `base`, if any, installed by package name) and
    /// type-checks `modules`' shipped declarations against tsc's.
    private func compare(_ package: URL, modules: [String], base: URL?, in root: URL) throws {
        let manager = FileManager.default
        let compiled = root.appendingPathComponent("tsc"), check = root.appendingPathComponent("check")
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        try manager.copyItem(at: package, to: compiled)
        try manager.removeItem(at: compiled.appendingPathComponent("dist"))
        if let base {
            let name = try WebClientBuild.packageName(of: base)
            for folder in [compiled, check] {
                let modules = folder.appendingPathComponent("node_modules")
                try manager.createDirectory(at: modules, withIntermediateDirectories: true)
                try manager.createSymbolicLink(at: modules.appendingPathComponent(name), withDestinationURL: base)
            }
        }
        let built = try ChildProcess.run(["tsc", "-p", compiled.path], timeout: 180)
        try #require(!built.timedOut && built.status == 0, "tsc -p: \(built.output)\n\(built.errorTail)")

        try manager.createDirectory(at: check, withIntermediateDirectories: true)
        let shipped = package.appendingPathComponent("dist")
        for name in try manager.contentsOfDirectory(atPath: shipped.path) where name.hasSuffix(".d.ts") {
            try manager.copyItem(at: shipped.appendingPathComponent(name), to: check.appendingPathComponent(name))
        }
        var lines = [
            "type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;"
        ]
        for module in modules {
            try manager.copyItem(
                at: compiled.appendingPathComponent("dist/\(module).d.ts"), to: check.appendingPathComponent("tsc-\(module).d.ts")
            )
            let ours = "Ours_\(module)", theirs = "Tsc_\(module)"
            lines += [
                "import * as \(ours) from \"./\(module).js\";", "import * as \(theirs) from \"./tsc-\(module).js\";",
                "export const values_\(module): Equal<typeof \(ours), typeof \(theirs)> = true;",
            ]
            let declarations = try String(contentsOf: shipped.appendingPathComponent("\(module).d.ts"), encoding: .utf8)
            for (name, arity) in Self.exportedTypes(declarations) {
                let arguments = arity == 0 ? "" : "<" + Array(repeating: "any", count: arity).joined(separator: ", ") + ">"
                lines.append(
                    "export const type_\(module)_\(name): Equal<\(ours).\(name)\(arguments), \(theirs).\(name)\(arguments)> = true;"
                )
            }
        }
        try (lines.joined(separator: "\n") + "\n").write(
            to: check.appendingPathComponent("check.ts"), atomically: true, encoding: .utf8)
        let checked = try ChildProcess.run(
            ["tsc", "--strict", "--noEmit"] + WebClientBuild.moduleSettings + ["check.ts"], in: check, timeout: 180)
        #expect(
            !checked.timedOut && checked.status == 0,
            "\(package.lastPathComponent)'s declarations differ from tsc's:\n\(checked.output)\n\(checked.errorTail)")
        #expect(lines.count > 1 + 3 * modules.count, "no exported type was found to compare")
    }

    /// The types `text` exports (`export type Name<…> =`, `export interface Name {`), with the number
    /// of their generic parameters.
    static func exportedTypes(_ text: String) -> [(name: String, arity: Int)] {
        text.split(separator: "\n").compactMap { line in
            guard let match = line.firstMatch(of: /^export (?:type|interface) (\w+)(?:<(.*?)>)? (?:=|\{|extends)/) else {
                return nil
            }
            let parameters = match.2.map(String.init) ?? ""
            var depth = 0, arity = parameters.isEmpty ? 0 : 1
            for character in parameters {
                switch character {
                case "<", "(", "{", "[": depth += 1
                case ">", ")", "}", "]": depth -= 1
                case "," where depth == 0: arity += 1
                default: break
                }
            }
            return (String(match.1), arity)
        }
    }
}
