import Foundation

/// The programs and folders the process-level benchmarks use, found next to this executable.
struct Tools {
    /// The folder SwiftPM built this executable into; bridgegen and yaml-events are built there too.
    var binaries: URL
    /// The repository root (the folder holding the root Package.swift).
    var repository: URL
    var bridgegen: URL { binaries.appendingPathComponent("bridgegen") }
    var yamlEvents: URL { binaries.appendingPathComponent("yaml-events") }
    /// Where SwiftPM put the built BridgeRuntime.swiftmodule.
    var modules: URL { binaries.appendingPathComponent("Modules") }
    /// Where the benchmarks write specs and generated code: next to the build, not in a /tmp that
    /// other processes clean.
    var scratch: URL { binaries.appendingPathComponent("bridge-benchmarks-scratch") }
    /// swiftc from PATH.
    var swiftc: URL

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static func locate() throws -> Tools {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let binaries = executable.deletingLastPathComponent()
        // This file is Benchmarks/Sources/BridgeBenchmarks/Harness/Tools.swift.
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        guard let swiftc = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { throw Missing(description: "swiftc is not on PATH") }
        let tools = Tools(binaries: binaries, repository: repository, swiftc: swiftc)
        for url in [tools.bridgegen, tools.yamlEvents] where !FileManager.default.isExecutableFile(atPath: url.path) {
            throw Missing(description: "\(url.path) is missing; build with: swift build -c release")
        }
        return tools
    }
}

/// Runs a program to completion and returns how long it took, in nanoseconds, wall clock.
@discardableResult
func runTimed(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> Double {
    try runCapturing(executable, arguments, in: directory).nanoseconds
}

/// Runs a program to completion; returns how long it took, in nanoseconds, wall clock, and its output.
func runCapturing(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> (nanoseconds: Double, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    let start = nanosecondsNow()
    try process.run()
    let text = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = Double(nanosecondsNow() - start)
    guard process.terminationStatus == 0 else {
        throw Tools.Missing(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed:\n"
                            + String(decoding: text, as: UTF8.self))
    }
    return (elapsed, String(decoding: text, as: UTF8.self))
}
