import Foundation
import TestSupport

/// The Kotlin runtime (Sources/BridgeGenKotlin/Resources/runtime) and its JUnit tests (../JUnit),
/// compiled once per test run, and not at all when nothing changed: the classes are kept under
/// `.build/kotlin/<hash of the sources, the compiler and its options>/`.
///
/// The runtime is compiled alone against the standard library, with warnings as errors and
/// explicit API mode (every public declaration says it is public, and its type), so it can depend
/// on nothing else; the tests against it, JUnit and Hamcrest.
struct KotlinBuild: Sendable {
    /// The runtime's classes.
    var runtimeClasses: URL
    /// The tests' classes.
    var testClasses: URL

    /// The runtime's sources, as the Kotlin generator will ship them.
    static let runtimeSources = Repository.path("Sources/BridgeGenKotlin/Resources/runtime")
    /// The JUnit tests and the differential test's Kotlin side.
    static let testSources = Repository.path("Tests/KotlinRuntimeTests/JUnit")

    /// What every compilation gets: the standard library is passed by path, and Java 8 bytecode is
    /// what every Android build takes.
    static let commonOptions = ["-no-stdlib", "-no-reflect", "-Werror", "-jvm-target", "1.8"]

    /// The build of this test run, or why it failed.
    static let shared: Result<KotlinBuild, BuildFailure> = {
        guard let toolchain = KotlinToolchain.installed else { return .failure(BuildFailure(description: KotlinToolchain.installNote)) }
        do {
            return .success(try build(with: toolchain))
        } catch let failure as BuildFailure {
            return .failure(failure)
        } catch {
            return .failure(BuildFailure(description: "\(error)"))
        }
    }()

    /// Why the Kotlin build failed, for the tests that needed it.
    struct BuildFailure: Error, CustomStringConvertible {
        var description: String
    }

    private static func build(with toolchain: KotlinToolchain) throws -> KotlinBuild {
        let runtimeFiles = try kotlinFiles(in: runtimeSources)
        let testFiles = try kotlinFiles(in: testSources)
        var key = StableHash()
        key.add(toolchain.compilerVersion)
        key.add(commonOptions.joined(separator: " "))
        for file in runtimeFiles + testFiles {
            key.add(file.path)
            key.add(try Data(contentsOf: file))
        }
        let cache = Repository.path(".build/kotlin")
        let folder = cache.appendingPathComponent(key.hexDigest)
        let build = KotlinBuild(
            runtimeClasses: folder.appendingPathComponent("runtime"), testClasses: folder.appendingPathComponent("tests"))
        if FileManager.default.fileExists(atPath: folder.path) { return build }

        // Built in a folder of its own and renamed when complete, so a run that was stopped, or
        // another run at the same time, never sees half the classes.
        let partial = cache.appendingPathComponent("partial-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: partial) }
        let runtime = partial.appendingPathComponent("runtime")
        try compile(
            runtimeFiles, into: runtime, classPath: [toolchain.standardLibraryJar], extraOptions: ["-Xexplicit-api=strict"],
            with: toolchain)
        try compile(
            testFiles, into: partial.appendingPathComponent("tests"),
            classPath: [toolchain.standardLibraryJar, runtime.path] + toolchain.testJars, extraOptions: [], with: toolchain)
        // Older builds are of sources that changed since; only the latest is worth keeping.
        for old in (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? [] where !old.hasPrefix("partial-") {
            try? FileManager.default.removeItem(at: cache.appendingPathComponent(old))
        }
        do {
            try FileManager.default.moveItem(at: partial, to: folder)
        } catch where FileManager.default.fileExists(atPath: folder.path) {
            // Another run built the same sources meanwhile.
        }
        return build
    }

    private static func compile(
        _ files: [URL], into output: URL, classPath: [String], extraOptions: [String], with toolchain: KotlinToolchain
    ) throws {
        let arguments = ["-cp", toolchain.compilerJar, "org.jetbrains.kotlin.cli.jvm.K2JVMCompiler"] + commonOptions + extraOptions
            + ["-cp", classPath.joined(separator: ":"), "-d", output.path] + files.map(\.path)
        let result = try toolchain.runJava(arguments, timeout: 600)
        guard result.status == 0, !result.timedOut else {
            throw BuildFailure(description: "kotlinc failed (\(result.status)) on \(files.count) files into \(output.lastPathComponent):\n\(result.output)\n\(result.errorTail)")
        }
    }

    /// The `.kt` files of `folder`, sorted, so the hash does not depend on the file system's order.
    static func kotlinFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".kt") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The class path that runs the tests.
    func testClassPath(_ toolchain: KotlinToolchain) -> String {
        ([testClasses.path, runtimeClasses.path, toolchain.standardLibraryJar] + toolchain.testJars).joined(separator: ":")
    }
}

/// FNV-1a over everything added, 64 bits: stable across runs, unlike `Hasher`, which is seeded per process.
private struct StableHash {
    private var state: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ text: String) { add(Data(text.utf8)) }

    mutating func add(_ data: Data) {
        for byte in data {
            state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        // A separator, so that "ab" + "c" and "a" + "bc" differ.
        state = (state ^ 0xFF) &* 0x0000_0100_0000_01B3
    }

    var hexDigest: String { String(state, radix: 16) }
}
