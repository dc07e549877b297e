#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A program run to its end with its output captured, such as `git show`.
struct ChildProcess {
    /// What the program wrote and how it ended.
    struct Outcome {
        /// Its exit status; 127 when it could not be started (as a shell reports a missing program).
        var status: Int32
        /// What it wrote to standard output.
        var output: [UInt8]
        /// What it wrote to standard error.
        var errors: [UInt8]
    }

    /// Why it could not be run at all.
    struct Failure: Error {
        var reason: String
    }

    /// Runs `arguments` (the program, found on `PATH`, then its arguments), reading both of its
    /// outputs as they come, so that neither pipe's buffer can fill and block it.
    static func run(_ arguments: [String]) throws(Failure) -> Outcome {
        var outputPipe: [Int32] = [0, 0]
        var errorPipe: [Int32] = [0, 0]
        guard pipe(&outputPipe) == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0])
            close(outputPipe[1])
            throw Failure(reason: String(cString: strerror(errno)))
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        let environment = systemEnvironment().pointee
        #else
        var actions = posix_spawn_file_actions_t()
        let environment = environ
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        // A pipe's end may be 1 or 2 itself when bridgegen started without them; closing it in the
        // child would close the output just set up.
        for descriptor in outputPipe + errorPipe where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawnp(&child, arguments[0], &actions, nil, argv, environment)
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(outputPipe[0])
            close(errorPipe[0])
            if spawned == ENOENT { return Outcome(status: 127, output: [], errors: []) }
            throw Failure(reason: String(cString: strerror(spawned)))
        }

        var outcome = Outcome(status: 0, output: [], errors: [])
        var open = [outputPipe[0], errorPipe[0]]
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else { break }
            for entry in polled where entry.revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress!, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                } else if entry.fd == outputPipe[0] {
                    outcome.output += chunk.prefix(count)
                } else {
                    outcome.errors += chunk.prefix(count)
                }
            }
        }
        open.forEach { close($0) }  // after a failed poll: git must not block on a full pipe forever
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS are macros Swift cannot import.
        outcome.status = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return outcome
    }
}

#if canImport(Darwin)
/// `_NSGetEnviron` of crt_externs.h, which the Darwin module does not export: the process's
/// environment, for the child to inherit.
@_silgen_name("_NSGetEnviron")
private func systemEnvironment() -> UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
#endif
