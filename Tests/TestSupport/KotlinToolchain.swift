import Foundation
import Testing

/// The Kotlin compiler, the JVM and the jars the Kotlin runtime's tests use, as `.ci/kotlin-toolchain`
/// installed them and wrote their paths to `.build/kotlin-toolchain.env`. Off CI, tests without it
/// are skipped with a note saying what to run; on CI they run and fail with that note.
public struct KotlinToolchain: Sendable {
    /// The K2JVMCompiler's version, such as `2.4.0-dev-6891`.
    public var compilerVersion: String
    /// The jar holding `org.jetbrains.kotlin.cli.jvm.K2JVMCompiler`.
    public var compilerJar: String
    /// The Kotlin standard library.
    public var standardLibraryJar: String
    /// kotlinx-coroutines-core, which the host kernel's handlers run on.
    public var coroutinesJar: String
    /// JUnit 4 and the Hamcrest it needs, and org.json (Android's JSON library), with which the
    /// conformance runner reads what the host sends, apart from the host's own reader.
    public var testJars: [String]
    /// The `java` that runs the compiler and the tests.
    public var java: String

    /// The file `.ci/kotlin-toolchain` writes.
    public static let settingsFile = Repository.path(".build/kotlin-toolchain.env")

    /// What to do when the toolchain is missing.
    public static let installNote = "the Kotlin toolchain is not installed: run .ci/kotlin-toolchain (.ci/run does)"

    /// The toolchain `.ci/kotlin-toolchain` installed, if it did and its files are still there.
    public static let installed: KotlinToolchain? = {
        guard let text = try? String(contentsOf: settingsFile, encoding: .utf8) else { return nil }
        var settings: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            settings[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        guard let version = settings["KOTLIN_COMPILER_VERSION"], let compiler = settings["KOTLIN_COMPILER_JAR"],
            let standardLibrary = settings["KOTLIN_STDLIB_JAR"], let coroutines = settings["KOTLINX_COROUTINES_JAR"],
            let junit = settings["JUNIT_JAR"],
            let hamcrest = settings["HAMCREST_JAR"], let orgJSON = settings["ORG_JSON_JAR"], let java = settings["JAVA"]
        else { return nil }
        let toolchain = KotlinToolchain(
            compilerVersion: version, compilerJar: compiler, standardLibraryJar: standardLibrary, coroutinesJar: coroutines,
            testJars: [junit, hamcrest, orgJSON], java: java)
        let files = [compiler, standardLibrary, coroutines, junit, hamcrest, orgJSON, java]
        return files.allSatisfy { FileManager.default.fileExists(atPath: $0) } ? toolchain : nil
    }()

    /// Whether the Kotlin tests should run: the toolchain is there, or this is CI (where they fail loudly).
    public static var shouldRun: Bool { InstalledTools.onCI || installed != nil }

    /// The toolchain, or a failure saying how to install it (possible on CI only: elsewhere
    /// `shouldRun` skipped the test).
    public static func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> KotlinToolchain {
        try #require(installed, "\(installNote)", sourceLocation: sourceLocation)
    }

    /// Runs `java` with `arguments`.
    public func runJava(_ arguments: [String], timeout: TimeInterval) throws -> ChildProcess.Result {
        try ChildProcess.run([java] + arguments, timeout: timeout)
    }
}
