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

    /// A program that could not be run to completion, or that failed.
    struct RunFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The program `name` on PATH, if there is one.
    static func onPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func locate() throws -> Tools {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let binaries = executable.deletingLastPathComponent()
        // This file is Benchmarks/Sources/BridgeBenchmarks/Harness/Tools.swift.
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard let swiftc = onPath("swiftc") else { throw Missing(description: "swiftc is not on PATH") }
        let tools = Tools(binaries: binaries, repository: repository, swiftc: swiftc)
        for url in [tools.bridgegen, tools.yamlEvents] where !FileManager.default.isExecutableFile(atPath: url.path) {
            throw Missing(description: "\(url.path) is missing; build with: swift build -c release")
        }
        return tools
    }
}

/// Runs a program to completion and returns how long it took, in nanoseconds, wall clock.
@discardableResult
func runTimed(_ executable: URL, _ arguments: [String]) throws -> Double {
    try runCapturing(executable, arguments).nanoseconds
}

/// Runs a program to completion; returns how long it took, in nanoseconds, wall clock, and its output.
///
/// It spawns and waits with `posix_spawn` and `waitpid`. Foundation's `Process` on Linux notices an
/// exit by polling its run loop, which added up to 50 ms to every run: more than the generator takes
/// for a 100-action spec, and charged to us alone, since the baseline reports its own time.
func runCapturing(_ executable: URL, _ arguments: [String]) throws -> (nanoseconds: Double, output: String) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw Tools.RunFailure(description: "pipe failed: errno \(errno)") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }

    let start = nanosecondsNow()
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
    close(pipeEnds[1])
    guard spawned == 0 else {
        close(pipeEnds[0])
        throw Tools.RunFailure(description: "could not start \(executable.path): error \(spawned)")
    }
    // Read until the child closes its end, so a full pipe can never stall it.
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var readError: Int32?
    while true {
        let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
        if count > 0 {
            output += buffer[..<count]
        } else if count == 0 {
            break
        } else if errno != EINTR {
            readError = errno
            break
        }
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    var waited: pid_t
    repeat { waited = waitpid(pid, &status, 0) } while waited == -1 && errno == EINTR
    let elapsed = Double(nanosecondsNow() - start)
    let text = String(decoding: output, as: UTF8.self)
    let command = "\(executable.lastPathComponent) \(arguments.joined(separator: " "))"
    guard waited == pid else { throw Tools.RunFailure(description: "\(command): waitpid failed: errno \(errno)") }
    if let readError { throw Tools.RunFailure(description: "\(command): reading its output failed: errno \(readError)") }
    // Exited normally (the low 7 bits are 0) with status 0.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
        throw Tools.RunFailure(description: "\(command) failed (status \(status)):\n" + text)
    }
    return (elapsed, text)
}
