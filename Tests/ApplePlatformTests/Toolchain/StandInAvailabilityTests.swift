import Foundation
import TestSupport
import Testing

/// Item 7 of issue 29: the stand-ins say when each of Apple's declarations arrived, as the SDK
/// does, and the glue uses what arrived after the package's floor (iOS 15, macOS 13) only where it
/// is available. This machine compiles for Linux, where the compiler ignores iOS and macOS
/// availability, so this reads the sources instead.
@Suite struct StandInAvailabilityTests {
    /// The package's floor, as `Package.swift` declares it.
    static let floor = (iOS: [15, 0], macOS: [13, 0])

    /// The stand-ins of Apple's platform frameworks.
    static let frameworks = ["WebKit", "SwiftUI", "UIKit", "AppKit", "Combine", "AVFoundation"]

    /// A declaration at the top of a file (a type, an extension, a function, a constant).
    static let topLevelDeclaration =
        #"^(@[A-Za-z_]+(\([^)]*\))?\s+)*((public|open|final|nonisolated(\(unsafe\))?)\s+)*(class|struct|enum|protocol|extension|typealias|func|let|var|actor)\b"#

    @Test func everyStandInDeclarationSaysWhenItArrived() throws {
        var missing: [String] = []
        for (file, lines) in try Self.standInSources() {
            for (index, line) in lines.enumerated()
            where line.range(of: Self.topLevelDeclaration, options: .regularExpression) != nil {
                let previous = index > 0 ? lines[index - 1] : ""
                guard let versions = Self.availability(in: previous),
                    !Self.version(versions.iOS, precedes: Self.floor.iOS),
                    !Self.version(versions.macOS, precedes: Self.floor.macOS)
                else {
                    missing.append("\(file):\(index + 1): \(line)")
                    continue
                }
            }
        }
        #expect(
            missing.isEmpty,
            "declarations without @available(iOS 15.0 or later, macOS 13.0 or later, *):\n\(missing.joined(separator: "\n"))")
    }

    @Test func theGlueUsesNewerAPIOnlyWhereItIsAvailable() throws {
        let newer = try Self.newerDeclarations()
        #expect(newer.keys.contains("isInspectable"), "the stand-ins know a declaration newer than the floor")
        var unguarded: [String] = []
        let runtime = Repository.path("Sources/BridgeRuntime")
        let files = (FileManager.default.enumerator(at: runtime, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            unguarded += Self.unguardedUses(of: newer, in: lines).map { "\(file.lastPathComponent):\($0)" }
        }
        #expect(unguarded.isEmpty, "\(unguarded.joined(separator: "\n"))")
    }

    /// The scanner itself: a use inside `if #available` of the versions it needs, or in a
    /// declaration available from them, passes; one outside, or under too early a version, does not.
    @Test func theScannerTellsGuardedUsesFromTheRest() {
        let newer = ["isInspectable": (iOS: [16, 4], macOS: [13, 3])]
        let lines = [
            "func a(_ view: WKWebView) {",
            "    view.isInspectable = true",
            "    if #available(iOS 16.4, macOS 13.3, *) {",
            "        view.isInspectable = true",
            "    }",
            "    if #available(iOS 16.0, macOS 13.0, *) { view.isInspectable = true }",
            "    // view.isInspectable = true",
            "}",
            "@available(iOS 17.0, macOS 14.0, *)",
            "func b(_ view: WKWebView) {",
            "    view.isInspectable = true",
            "}",
            "func c(_ view: WKWebView) {",
            "    guard #available(iOS 16.4, macOS 13.3, *) else { return }",
            "    view.isInspectable = true",
            "}",
            "func d(_ view: WKWebView) { view.isInspectable = true }",
        ]
        #expect(Self.unguardedUses(of: newer, in: lines).map { Int($0.prefix { $0 != ":" }) } == [2, 6, 17])
    }

    // MARK: Reading the sources

    /// Each stand-in file of a platform framework, with its lines.
    static func standInSources() throws -> [(file: String, lines: [String])] {
        try frameworks.flatMap { framework -> [(String, [String])] in
            let folder = Repository.path("Tests/ApplePlatformTests/StandIns/\(framework)")
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted().map
            { name in
                (
                    "\(framework)/\(name)",
                    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "\n")
                )
            }
        }
    }

    /// The stand-ins' declarations that arrived after the floor, by name, with the versions that brought them.
    static func newerDeclarations() throws -> [String: (iOS: [Int], macOS: [Int])] {
        var newer: [String: (iOS: [Int], macOS: [Int])] = [:]
        for (_, lines) in try standInSources() {
            for (index, line) in lines.enumerated().dropLast() {
                guard let versions = availability(in: line),
                    version(floor.iOS, precedes: versions.iOS) || version(floor.macOS, precedes: versions.macOS),
                    let name = declaredName(in: lines[index + 1])
                else { continue }
                newer[name] = versions
            }
        }
        return newer
    }

    /// Each use of a name in `newer` that no `#available` check or `@available` declaration of at
    /// least its versions encloses, as `line: code`.
    static func unguardedUses(of newer: [String: (iOS: [Int], macOS: [Int])], in lines: [String]) -> [String] {
        var depth = 0
        // Each guard: the versions it makes available, while the nesting is at least `depth`.
        var guards: [(depth: Int, iOS: [Int], macOS: [Int])] = []
        var pending: (iOS: [Int], macOS: [Int])?
        var found: [String] = []
        for (number, code, _) in SwiftVersionSourceTests.codeLines(lines) {
            if let versions = availability(in: code) {
                if code.contains("guard #available") {
                    guards.append((depth, versions.iOS, versions.macOS))
                } else {
                    pending = versions
                }
            }
            var column = code.startIndex
            while column < code.endIndex {
                let character = code[column]
                if character == "{" {
                    depth += 1
                    if let opened = pending {
                        guards.append((depth, opened.iOS, opened.macOS))
                        pending = nil
                    }
                } else if character == "}" {
                    depth -= 1
                    guards.removeAll { $0.depth > depth }
                }
                // A use at this point of the line.
                let rest = code[column...]
                for (name, needed) in newer
                where rest.hasPrefix(name) && (column == code.startIndex || !isIdentifier(code[code.index(before: column)])) {
                    let covered = guards.contains {
                        !version($0.iOS, precedes: needed.iOS) && !version($0.macOS, precedes: needed.macOS)
                    }
                    if !covered { found.append("\(number): \(code.trimmingCharacters(in: .whitespaces))") }
                }
                column = code.index(after: column)
            }
        }
        return found
    }

    /// The iOS and macOS versions of an `@available(iOS x, macOS y, *)` or `#available(…)` in `line`.
    static func availability(in line: String) -> (iOS: [Int], macOS: [Int])? {
        guard line.contains("available("),
            let iOS = line.firstMatch(of: #/iOS\s+([0-9.]+)/#), let macOS = line.firstMatch(of: #/macOS\s+([0-9.]+)/#)
        else { return nil }
        let parts = { (text: Substring) in text.split(separator: ".").map { Int($0) ?? 0 } }
        return (parts(iOS.1), parts(macOS.1))
    }

    /// The name a declaration line declares: `isInspectable` of `open var isInspectable: Bool {`.
    static func declaredName(in line: String) -> String? {
        line.firstMatch(of: #/\b(?:func|var|let|class|struct|enum|protocol|typealias|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)/#).map {
            String($0.1)
        }
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Whether `version` is earlier than `other` (1.2 is earlier than 1.10).
    static func version(_ version: [Int], precedes other: [Int]) -> Bool {
        let length = max(version.count, other.count)
        let pad = { (parts: [Int]) in parts + Array(repeating: 0, count: length - parts.count) }
        return pad(version).lexicographicallyPrecedes(pad(other))
    }
}
