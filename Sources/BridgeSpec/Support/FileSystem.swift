#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the generator asks of the file system, through the C library rather than Foundation (see
/// `Lock`): whether a path is a file or a folder, a folder's entries, making and removing.
package enum FileSystem {
    /// What a path names.
    package enum Kind: Equatable, Sendable {
        case file
        case folder
        /// A device, a pipe, a socket.
        case other
    }

    /// Why a call failed: the path and the system's description, as "cannot write 'path': reason".
    package struct Failure: Error, CustomStringConvertible {
        /// The path the call was about.
        package var path: String
        /// The system's words for the error.
        package var reason: String
        /// What was being done, such as "write".
        package var action: String

        package var description: String { "cannot \(action) '\(path)': \(reason)" }

        /// The failure `errno` describes.
        package static func current(_ action: String, _ path: String) -> Failure {
            Failure(path: path, reason: String(cString: strerror(errno)), action: action)
        }
    }

    /// What `path` names, following symbolic links; nil when nothing is there.
    package static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// Whether anything is at `path`.
    package static func exists(_ path: String) -> Bool { kind(of: path) != nil }

    /// The process's current folder, an absolute path.
    package static var currentFolder: String {
        // Allocated by getcwd at the length it needs: PATH_MAX is 1,024 on Darwin.
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// Makes the folder at `path` and any missing folder above it; nothing when it exists.
    package static func createFolders(_ path: String) throws(Failure) {
        if kind(of: path) == .folder { return }
        let parent = FilePaths.parent(of: path)
        if !parent.isEmpty && parent != path { try createFolders(parent) }
        guard mkdir(path, 0o755) == 0 || (errno == EEXIST && kind(of: path) == .folder) else {
            throw .current("create", path)
        }
    }

    /// The names in the folder at `path`, `.` and `..` aside, in no particular order.
    package static func entries(of path: String) throws(Failure) -> [String] {
        guard let folder = opendir(path) else { throw .current("read", path) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes the file at `path`.
    package static func removeFile(_ path: String) throws(Failure) {
        guard unlink(path) == 0 else { throw .current("remove", path) }
    }

    /// Up to `count` bytes from the start of the regular file at `path`, or all of it when `count`
    /// is nil; nil when it cannot be read.
    package static func contents(of path: String, upTo count: Int? = nil) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            var bytes = try? readBytes(from: descriptor, upTo: count ?? Int(status.st_size), path: path)
        else { return nil }
        // A file that grew after it was measured is read to its end.
        while count == nil, let more = try? readBytes(from: descriptor, upTo: 65_536, path: path), !more.isEmpty {
            bytes += more
        }
        return bytes
    }

    /// Up to `count` bytes from `descriptor`, fewer at its end, read straight into the array
    /// returned. `path` names the file in the failure.
    package static func readBytes(from descriptor: Int32, upTo count: Int, path: String) throws(Failure) -> [UInt8] {
        var failure: Failure?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            filled = 0
            while filled < buffer.count {
                let result = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if result < 0 && errno == EINTR { continue }
                guard result >= 0 else {
                    failure = .current("read", path)
                    return
                }
                guard result > 0 else { break }
                filled += result
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// Writes all of `bytes` to `descriptor`, in as many calls as the system takes. `path` names
    /// the file in the failure.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let result = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { throw .current("write", path) }
            written += result
        }
    }
}
