import BridgeSpec

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Replaces a file's contents in one step: the bytes go to a new file beside it, which is then
/// renamed over it, so a build reading the folder never sees half a file.
///
/// Written with the system calls rather than `Data.write(to:options:)`, which on Linux calls
/// `fsync` for every file, atomic or not. Generated files are build outputs, made again from the
/// spec at any time, and syncing the 4 MB types file of a large spec to disk took most of the
/// generator's writing time. Compilers do not sync what they write either.
enum FileReplacement {
    /// Writes `pieces`, one after the other, as the whole contents of the file at `path`,
    /// replacing any file there.
    static func replace(_ path: String, with pieces: [[UInt8]]) throws {
        let temporary = path + ".bridgegen-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        do {
            for piece in pieces {
                try piece.withUnsafeBytes { try FileSystem.writeAll($0, to: descriptor, path: path) }
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ path: String) -> FileSystem.Failure {
        .current("write", path)
    }
}
