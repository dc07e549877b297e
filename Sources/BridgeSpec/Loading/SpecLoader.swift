#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Loads a spec file into a validated `ProtocolSpec`: YAML tree, then model, then the rules of
/// meaning, with every problem of every stage reported at once.
package enum SpecLoader {
    /// The largest file accepted. The real spec is about 12 KB; anything near this is not a spec, and
    /// refusing it early keeps a mistaken path from costing minutes.
    package static let maximumFileSize = 8 * 1024 * 1024

    /// Loads the file at `path`. A file that cannot be read is a diagnostic, not a thrown error.
    ///
    /// An extension spec is loaded with its base, found as `bases` and its `extends` section say.
    package static func load(contentsOf path: String, bases: SpecBases = SpecBases()) -> SpecLoadResult {
        switch readFile(path) {
        case .success(let bytes):
            return load(bytes: bytes, path: path, bases: bases)
        case .failure(let problem):
            return SpecLoadResult(spec: nil, diagnostics: [.error("cannot read '\(path)': \(problem.reason)", at: nil)])
        }
    }

    /// Loads a spec from `bytes`; `path` only labels locations (it may be "main:Protocol/bridge.yaml").
    package static func load(bytes: [UInt8], path: String, bases: SpecBases = SpecBases()) -> SpecLoadResult {
        // Editors hide a byte order mark and count columns after it; so do we.
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let source = SourceText(bytes: text, path: path)
        let readAhead = SectionReadAhead()
        let yaml = YAMLReader.read(source, sections: readAhead)
        if let root = yaml.root, let extends = root.entry("extends") {
            return ExtensionLoading(source: source, root: root, extends: extends, bases: bases)
                .load(yamlDiagnostics: yaml.diagnostics)
        }
        var diagnostics = DiagnosticCollector()
        diagnostics.emit(contentsOf: yaml.diagnostics)
        var spec: ProtocolSpec?
        if let root = yaml.root {
            var reader = SpecReader()
            spec = reader.read(root, readAhead: readAhead)
            diagnostics.emit(contentsOf: reader.diagnostics.diagnostics)
            if let spec {
                var validator = SpecValidator(spec: spec, tree: root, reader: reader)
                validator.validate()
                diagnostics.emit(contentsOf: validator.diagnostics.diagnostics)
            }
        }
        return SpecLoadResult(
            spec: diagnostics.hasErrors ? nil : spec,
            diagnostics: diagnostics.sorted.map { $0.attachingSourceLines(from: source) },
            source: source, tree: yaml.root
        )
    }

    /// Why a file could not be read.
    package struct ReadProblem: Error {
        /// What went wrong, to follow "cannot read 'path': ".
        package var reason: String
    }

    /// The bytes of the regular file at `path`, at most `maximumFileSize` of them. Package-visible
    /// for the other files the tools read next to a spec, such as `bridgegen diff`'s baseline.
    ///
    /// The file is opened first and then examined, so what is read is what was checked. Opening
    /// does not wait for a pipe's writer, and asks nothing of the user database, as looking the
    /// file's attributes up by path would (its owner's name).
    package static func readFile(_ path: String) -> Result<[UInt8], ReadProblem> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .failure(ReadProblem(reason: "no such file")) }
            // A socket cannot be opened at all.
            if code == ENXIO || code == EOPNOTSUPP { return .failure(ReadProblem(reason: "it is not a regular file")) }
            return .failure(ReadProblem(reason: reason(code)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(ReadProblem(reason: reason(errno))) }
        // A directory, a device such as /dev/zero or a pipe would fail or never end.
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(ReadProblem(reason: "it is a directory"))
        default: return .failure(ReadProblem(reason: "it is not a regular file"))
        }
        let size = Int(status.st_size)
        guard size <= maximumFileSize else {
            return .failure(ReadProblem(reason: "\(size) bytes is too large for a spec (the limit is \(maximumFileSize))"))
        }
        // One byte more than the limit shows a file that grew past it after it was measured.
        var bytes = [UInt8]()
        do {
            bytes = try FileSystem.readBytes(from: descriptor, upTo: size + 1, path: path)
            if bytes.count > size, bytes.count <= maximumFileSize {
                bytes += try FileSystem.readBytes(from: descriptor, upTo: maximumFileSize + 1 - bytes.count, path: path)
            }
        } catch {
            return .failure(ReadProblem(reason: error.reason.lowercased()))
        }
        guard bytes.count <= maximumFileSize else {
            return .failure(ReadProblem(reason: "it is too large for a spec (the limit is \(maximumFileSize) bytes)"))
        }
        return .success(bytes)
    }

    /// The system's words for `code`, lower-cased as the other reasons are ("permission denied").
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
