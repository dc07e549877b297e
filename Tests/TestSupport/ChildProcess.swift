import Foundation

/// Runs a program to completion with a bounded wait: a child that outlives `timeout` is killed, so a
/// hung browser, compiler or host fails the test instead of hanging the run. Every test target that
/// runs programs runs them through here.
public enum ChildProcess {
    /// What a finished (or killed) child left behind.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// What it wrote to standard output.
        public var output: String
        /// What it wrote to standard error.
        public var errors: String
        /// Whether the child was killed for running past its timeout.
        public var timedOut: Bool
        /// How long it ran.
        public var seconds: Double

        /// The standard error's last lines, for failure messages.
        public var errorTail: String { errors.split(separator: "\n").suffix(30).joined(separator: "\n") }
    }

    /// Runs `/usr/bin/env arguments…` in `directory`, with `environment` added to this process's;
    /// `input`, when given, is written to its standard input, which is then closed.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: Data? = nil,
        timeout: TimeInterval
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        let outputData = PipeCollector(output.fileHandleForReading)
        let errorData = PipeCollector(errors.fileHandleForReading)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = Date()
        try process.run()
        if let input, let inputPipe {
            // Written on a thread of its own, so a child that reads slowly cannot block this one.
            let writer = inputPipe.fileHandleForWriting
            Thread {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }.start()
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        return Result(
            status: process.terminationStatus, output: outputData.text(), errors: errorData.text(),
            timedOut: timedOut, seconds: Date().timeIntervalSince(start))
    }
}

/// Drains a pipe on a thread of its own, so a chatty child never blocks on a full pipe.
private final class PipeCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread {
            self.data = Self.readToEnd(handle.fileDescriptor)
            self.done.signal()
        }.start()
    }

    /// Reads until end of file, trying again when a signal interrupts the read.
    /// (`FileHandle.readDataToEndOfFile()` traps on EINTR, which stopped the whole test run.)
    private static func readToEnd(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }

    /// Everything read, once the pipe closed (or after 5 s, if a grandchild still holds it open).
    func text() -> String {
        guard done.wait(timeout: .now() + 5) == .success else { return "(output still open after the child ended)" }
        return String(decoding: data, as: UTF8.self)
    }
}
