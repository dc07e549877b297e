import Foundation

/// Type-checks a snippet of app code with `swiftc` against the modules this package built, as an app
/// would import them: how the compile-fail tests show that misuse of generated API does not compile.
public enum SnippetTypecheck {
    /// Type-checks `body` inside `function` (such as `@MainActor func app(_ host: BridgeHost)`), in
    /// a file that imports `imports`.
    public static func run(_ body: String, in function: String, importing imports: [String]) throws -> ChildProcess.Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("Snippet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("App.swift")
        let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        let header = imports.map { "import \($0)" }.joined(separator: "\n")
        try Data("\(header)\n\n\(function) {\n\(indented)\n}\n".utf8).write(to: file)
        let modules = try BuiltModules.directory()
        return try ChildProcess.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path], timeout: 300)
    }
}

/// A mistake in app code, and what the compiler must say about it.
public struct SnippetMisuse: CustomStringConvertible, Sendable {
    public var name: String
    public var code: String
    public var expectedError: String
    public var description: String { name }

    public init(name: String, code: String, expectedError: String) {
        self.name = name
        self.code = code
        self.expectedError = expectedError
    }
}
