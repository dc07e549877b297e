import BridgeGenKit
import BridgeGenKotlin
import BridgeSpec
import Foundation
import TestSupport
import Testing

/// A Kotlin program run against what the Kotlin generator writes for a spec: the generated API
/// and the program compiled together on the runtime `KotlinBuild` built, then the program run on
/// the JVM.
enum GeneratedKotlinProgram {
    /// Generates `spec` into `folder`, compiles it with `program` (a file of package
    /// `com.gbg.bridge` named `name.kt`) and runs its `main`; returns what it ran.
    static func run(
        _ program: String, named name: String, with spec: ProtocolSpec, in folder: TemporaryFolder,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> ChildProcess.Result {
        let toolchain = try KotlinToolchain.require(sourceLocation: sourceLocation)
        let build = try KotlinBuild.shared.get()
        let output = folder.url.appendingPathComponent("android")
        for file in KotlinGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "bridge.yaml")) {
            let url = output.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        let check = URL(fileURLWithPath: try folder.write(program, to: "\(name).kt"))
        let sources = try KotlinBuild.kotlinFiles(in: output).filter { !$0.path.contains("/com/gbg/bridge/runtime/") }
        let classes = folder.url.appendingPathComponent("classes")
        let compiled = try build.compileGenerated(sources + [check], into: classes, with: toolchain)
        try #require(
            compiled.status == 0 && !compiled.timedOut,
            "kotlinc (\(Int(compiled.seconds)) s):\n\(compiled.output.suffix(3000))\n\(compiled.errorTail)",
            sourceLocation: sourceLocation)
        let classPath = [classes.path, build.runtimeClasses.path, toolchain.standardLibraryJar, toolchain.coroutinesJar]
        return try toolchain.runJava(["-cp", classPath.joined(separator: ":"), "com.gbg.bridge.\(name)Kt"], timeout: 120)
    }
}
