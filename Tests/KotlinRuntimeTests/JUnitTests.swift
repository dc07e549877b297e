import Foundation
import TestSupport
import Testing

/// The Kotlin runtime's JUnit tests (JUnit/*Tests.kt), compiled and run on the JVM.
@Suite struct JUnitTests {
    @Test(.enabled(if: KotlinToolchain.shouldRun, "\(KotlinToolchain.installNote)"))
    func kotlinRuntimeTestsPass() throws {
        let toolchain = try KotlinToolchain.require()
        let build = try KotlinBuild.shared.get()
        // Each test class by its file's name, in the package its file declares.
        let classes = try KotlinBuild.kotlinFiles(in: KotlinBuild.testSources)
            .filter { $0.deletingPathExtension().lastPathComponent.hasSuffix("Tests") }
            .map { file in
                let text = try String(contentsOf: file, encoding: .utf8)
                let package = text.split(separator: "\n").first { $0.hasPrefix("package ") }.map { $0.dropFirst(8) } ?? ""
                return "\(package).\(file.deletingPathExtension().lastPathComponent)"
            }
        try #require(classes.count >= 5, "JUnit test classes not found in \(KotlinBuild.testSources.path)")

        let result = try toolchain.runJava(
            [
                "-Dgbgbridge.repository=\(Repository.root.path)", "-cp", build.testClassPath(toolchain),
                "org.junit.runner.JUnitCore",
            ] + classes,
            timeout: 300)

        #expect(!result.timedOut && result.status == 0, "JUnit failed:\n\(result.output.suffix(6000))\n\(result.errorTail)")
        // JUnitCore ends a passing run with `OK (N tests)`.
        let count = result.output.split(separator: "\n").last { $0.hasPrefix("OK (") }
            .flatMap { Int($0.dropFirst(4).prefix { $0.isNumber }) }
        #expect((count ?? 0) >= 30, "expected at least 30 JUnit tests to run:\n\(result.output.suffix(2000))")
    }
}
