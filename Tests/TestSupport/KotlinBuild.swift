import Foundation

/// The Kotlin runtime (Sources/BridgeGenKotlin/Resources/runtime), its Android transport and its
/// JUnit tests (Tests/KotlinRuntimeTests/JUnit, with the stdio host the Chromium conversation
/// drives), compiled once per test run, and not at all when nothing changed: the
/// classes are kept under `.build/kotlin/<hash of the sources, the compiler and its options>/`.
///
/// Four compilations, each with warnings as errors:
/// 1. the stand-ins of Android's classes the WebView transport calls (Tests/KotlinRuntimeTests/AndroidStandIns), as the
///    Swift tests compile the WebKit glue against stand-ins;
/// 2. the runtime, one module as the Android library has it, against the standard library,
///    kotlinx-coroutines and the stand-ins, in explicit API mode (every public declaration says it
///    is public, and its type); only its `android/` folder may use Android's classes
///    (`AndroidImportTests`), so the rest can be compiled and benchmarked without them;
/// 3. what the Kotlin generator writes (Generated/android, and the signature pad extension's
///    Examples/SignaturePadBridge/android on it) against the runtime, in explicit API mode and
///    with no opt-in but the files' own, as an app's build compiles it;
/// 4. the tests, the conformance runner and the stdio host against all of it, JUnit, Hamcrest and org.json.
public struct KotlinBuild: Sendable {
    /// The runtime's classes.
    public var runtimeClasses: URL
    /// The stand-ins of Android's classes.
    public var standInClasses: URL
    /// The generated API's classes.
    public var generatedClasses: URL
    /// The tests' classes.
    public var testClasses: URL

    /// The runtime's sources, as written by hand.
    public static let runtimeSources = Repository.path("Sources/BridgeGenKotlin/Resources/runtime")
    /// The runtime as the Kotlin generator ships it, in the Android library it writes: the copy is
    /// what is compiled, so the library as checked in is what the tests prove.
    public static let shippedRuntime = Repository.path("Generated/android/src/main/kotlin/com/gbg/bridge/runtime")
    /// What the Kotlin generator writes, checked in: the protocol's API (beside the shipped runtime),
    /// an extension's on it, and the Kotlin output's fixture of streams, progress and unions (another
    /// extension).
    public static let generatedSources = [
        Repository.path("Generated/android/src/main/kotlin"), Repository.path("Examples/SignaturePadBridge/android"),
        Repository.path("Tests/BridgeGenKotlinTests/Fixtures/Updates/Expected"),
    ]
    /// The JUnit tests, the conformance runner and the differential test's Kotlin side.
    public static let testSources = Repository.path("Tests/KotlinRuntimeTests/JUnit")
    /// Android's classes as the transport calls them, written against their real signatures.
    public static let standInSources = Repository.path("Tests/KotlinRuntimeTests/AndroidStandIns")
    /// The runtime's one folder that may use Android's classes (the WebView transport).
    public static let androidFolder = "android"
    /// What the runtime's own code may use of the API only generated code should touch.
    public static let runtimeOptions = ["-Xexplicit-api=strict", "-opt-in=com.gbg.bridge.runtime.BridgeGeneratedApi"]

    /// What every compilation gets: the standard library is passed by path, and Java 8 bytecode is
    /// what every Android build takes.
    public static let commonOptions = ["-no-stdlib", "-no-reflect", "-Werror", "-jvm-target", "1.8"]

    /// The build of this test run, or why it failed.
    public static let shared: Result<KotlinBuild, BuildFailure> = {
        guard let toolchain = KotlinToolchain.installed else {
            return .failure(BuildFailure(description: KotlinToolchain.installNote))
        }
        do {
            return .success(try build(with: toolchain))
        } catch let failure as BuildFailure {
            return .failure(failure)
        } catch {
            return .failure(BuildFailure(description: "\(error)"))
        }
    }()

    /// Why the Kotlin build failed, for the tests that needed it.
    public struct BuildFailure: Error, CustomStringConvertible {
        public var description: String
    }

    private static func build(with toolchain: KotlinToolchain) throws -> KotlinBuild {
        let runtimeFiles = try kotlinFiles(in: shippedRuntime)
        let standInFiles = try kotlinFiles(in: standInSources)
        let testFiles = try kotlinFiles(in: testSources)
        let generatedFiles = try generatedSources.flatMap(kotlinFiles(in:)).filter {
            !$0.path.hasPrefix(shippedRuntime.path + "/")
        }
        var key = StableHash()
        key.add(toolchain.compilerVersion)
        key.add((commonOptions + runtimeOptions).joined(separator: " "))
        for file in runtimeFiles + standInFiles + generatedFiles + testFiles {
            key.add(file.path)
            key.add(try Data(contentsOf: file))
        }
        let cache = Repository.path(".build/kotlin")
        let folder = cache.appendingPathComponent(key.hexDigest)
        let build = KotlinBuild(
            runtimeClasses: folder.appendingPathComponent("runtime"), standInClasses: folder.appendingPathComponent("stand-ins"),
            generatedClasses: folder.appendingPathComponent("generated"), testClasses: folder.appendingPathComponent("tests"))
        if FileManager.default.fileExists(atPath: folder.path) { return build }

        // Built in a folder of its own and renamed when complete, so a run that was stopped, or
        // another run at the same time, never sees half the classes.
        let partial = cache.appendingPathComponent("partial-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: partial) }
        let standIns = partial.appendingPathComponent("stand-ins")
        let runtime = partial.appendingPathComponent("runtime")
        let libraries = [toolchain.standardLibraryJar, toolchain.coroutinesJar]
        try compile(standInFiles, into: standIns, classPath: [toolchain.standardLibraryJar], extraOptions: [], with: toolchain)
        try compile(
            runtimeFiles, into: runtime, classPath: libraries + [standIns.path], extraOptions: runtimeOptions, with: toolchain)
        let generated = partial.appendingPathComponent("generated")
        try compile(
            generatedFiles, into: generated, classPath: libraries + [runtime.path], extraOptions: ["-Xexplicit-api=strict"],
            with: toolchain)
        try compile(
            testFiles, into: partial.appendingPathComponent("tests"),
            classPath: libraries + [runtime.path, generated.path, standIns.path] + toolchain.testJars,
            // The runtime's friend, as Gradle makes a module's tests: they may reach its internals.
            extraOptions: ["-opt-in=com.gbg.bridge.runtime.BridgeGeneratedApi", "-Xfriend-paths=\(runtime.path)"], with: toolchain
        )
        // Older builds are of sources that changed since; only the latest is worth keeping.
        for old in (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? [] where !old.hasPrefix("partial-") {
            try? FileManager.default.removeItem(at: cache.appendingPathComponent(old))
        }
        do {
            try FileManager.default.moveItem(at: partial, to: folder)
        } catch  where FileManager.default.fileExists(atPath: folder.path) {
            // Another run built the same sources meanwhile.
        }
        return build
    }

    private static func compile(
        _ files: [URL], into output: URL, classPath: [String], extraOptions: [String], with toolchain: KotlinToolchain
    ) throws {
        let result = try toolchain.runJava(
            compilerArguments(files, into: output, classPath: classPath, extraOptions: extraOptions, with: toolchain),
            timeout: 600)
        guard result.status == 0, !result.timedOut else {
            throw BuildFailure(
                description:
                    "kotlinc failed (\(result.status)) on \(files.count) files into \(output.lastPathComponent):\n\(result.output)\n\(result.errorTail)"
            )
        }
    }

    /// Compiles what the Kotlin generator wrote for another spec, `files`, into `output` against
    /// this build's runtime and the classes of `classPath` (an extension's base), as an app's build
    /// compiles it: in explicit API mode, warnings as errors. Returns kotlinc's outcome, whose
    /// output says what it refused.
    public func compileGenerated(
        _ files: [URL], into output: URL, classPath: [URL] = [], with toolchain: KotlinToolchain
    ) throws -> ChildProcess.Result {
        let libraries = [toolchain.standardLibraryJar, toolchain.coroutinesJar, runtimeClasses.path] + classPath.map(\.path)
        return try toolchain.runJava(
            Self.compilerArguments(
                files, into: output, classPath: libraries, extraOptions: ["-Xexplicit-api=strict"], with: toolchain),
            timeout: 900)
    }

    /// `java`'s arguments that run kotlinc on `files`.
    private static func compilerArguments(
        _ files: [URL], into output: URL, classPath: [String], extraOptions: [String], with toolchain: KotlinToolchain
    ) -> [String] {
        ["-cp", toolchain.compilerJar, "org.jetbrains.kotlin.cli.jvm.K2JVMCompiler"] + commonOptions + extraOptions
            + ["-cp", classPath.joined(separator: ":"), "-d", output.path] + files.map(\.path)
    }

    /// The `.kt` files of `folder` and its subfolders, sorted, so the hash does not depend on the
    /// file system's order.
    public static func kotlinFiles(in folder: URL) throws -> [URL] {
        guard let paths = FileManager.default.subpaths(atPath: folder.path) else {
            throw BuildFailure(description: "cannot list \(folder.path)")
        }
        return paths.filter { $0.hasSuffix(".kt") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The class path that runs the tests.
    public func testClassPath(_ toolchain: KotlinToolchain) -> String {
        ([
            testClasses.path, runtimeClasses.path, generatedClasses.path, standInClasses.path, toolchain.standardLibraryJar,
            toolchain.coroutinesJar,
        ]
            + toolchain.testJars).joined(separator: ":")
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
