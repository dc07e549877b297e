import Foundation

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
    package static func readFile(_ path: String) -> Result<[UInt8], ReadProblem> {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            return .failure(ReadProblem(reason: "no such file"))
        }
        // A directory, a device such as /dev/zero or a pipe would fail or never end.
        let type = attributes[.type] as? FileAttributeType
        guard type == .typeRegular else {
            return .failure(ReadProblem(reason: type == .typeDirectory ? "it is a directory" : "it is not a regular file"))
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFileSize else {
            return .failure(ReadProblem(reason: "\(size) bytes is too large for a spec (the limit is \(maximumFileSize))"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(ReadProblem(reason: "permission denied"))
        }
        defer { try? handle.close() }
        do {
            var bytes = try readBytes(of: handle, expecting: size)
            if bytes.count > size, bytes.count <= maximumFileSize,
                let rest = try handle.read(upToCount: maximumFileSize + 1 - bytes.count)
            {
                bytes += rest  // the file grew after it was measured
            }
            guard bytes.count <= maximumFileSize else {
                return .failure(ReadProblem(reason: "it is too large for a spec (the limit is \(maximumFileSize) bytes)"))
            }
            return .success(bytes)
        } catch let problem as ReadProblem {
            return .failure(problem)
        } catch {
            return .failure(ReadProblem(reason: "\(error.localizedDescription)"))
        }
    }

    /// Up to `size + 1` bytes of the file, read straight into the array the loader keeps rather
    /// than into `Data` and then copied. One byte more than expected shows that the file grew.
    private static func readBytes(of handle: FileHandle, expecting size: Int) throws -> [UInt8] {
        try [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let result = read(handle.fileDescriptor, buffer.baseAddress! + count, buffer.count - count)
                if result < 0 && errno == EINTR { continue }
                guard result >= 0 else { throw ReadProblem(reason: String(cString: strerror(errno))) }
                guard result > 0 else { break }
                count += result
            }
        }
    }
}
