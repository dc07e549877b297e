import BridgeGenKit
import BridgeSpec

/// Where `bridgegen diff` reads a spec from: a file, or a file as a git revision has it
/// (`main:Protocol/bridge.yaml`, `HEAD~1:Protocol/bridge.yaml`).
///
/// An argument is a file when one exists at that path; otherwise `REV:path` with a colon after a
/// non-empty revision is read with `git show`, whose path is relative to the repository's root.
/// Either way the result is a `SpecLoadResult`, so a missing file, a bad revision and an invalid spec
/// are all diagnostics printed the way `validate` prints them.
enum SpecSource: Equatable {
    case file(String)
    case revision(String, path: String)

    init(_ argument: String) {
        if !FileSystem.exists(argument), let colon = argument.firstIndex(of: ":"),
            colon != argument.startIndex, argument.index(after: colon) != argument.endIndex
        {
            self = .revision(String(argument[..<colon]), path: String(argument[argument.index(after: colon)...]))
        } else {
            self = .file(argument)
        }
    }

    /// How reports and locations name the spec: the argument as the user wrote it.
    var label: String {
        switch self {
        case .file(let path): path
        case .revision(let revision, let path): "\(revision):\(path)"
        }
    }

    /// Reads and validates the spec; an extension spec's base is read from the same revision.
    func load(bases: SpecBases = SpecBases()) -> SpecLoadResult {
        switch self {
        case .file(let path):
            return SpecLoader.load(contentsOf: path, bases: bases)
        case .revision(let revision, let path):
            switch Self.gitShow("\(revision):\(path)") {
            case .success(let bytes):
                var bases = bases
                // The base an extension names by path is the one of the same revision: `REV:dir/../base.yaml`.
                bases.load =
                    bases.load ?? { label in
                        let sideOfRevision = label.hasPrefix("\(revision):") ? String(label.dropFirst(revision.count + 1)) : label
                        return SpecSource.revision(revision, path: PathJoining.normalized(sideOfRevision)).load()
                    }
                return SpecLoader.load(bytes: bytes, path: label, bases: bases)
            case .failure(let problem):
                return SpecLoadResult(spec: nil, diagnostics: [.error("cannot read '\(label)': \(problem.reason)", at: nil)])
            }
        }
    }

    /// Why git could not give the file.
    struct GitProblem: Error {
        var reason: String
    }

    /// The bytes of `object` (`REV:path`) from `git show`, or git's own explanation of why not.
    private static func gitShow(_ object: String) -> Result<[UInt8], GitProblem> {
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(["git", "show", object])
        } catch {
            return .failure(GitProblem(reason: "cannot run git: \(error.reason)"))
        }
        let bytes = outcome.output
        guard outcome.status == 0 else {
            let message = String(decoding: outcome.errors, as: UTF8.self)
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? "git show failed"
            let reason = firstLine.hasPrefix("fatal: ") ? String(firstLine.dropFirst("fatal: ".count)) : firstLine
            return .failure(GitProblem(reason: outcome.status == 127 ? "git is not installed" : "git: \(reason)"))
        }
        guard bytes.count <= SpecLoader.maximumFileSize else {
            let limit = SpecLoader.maximumFileSize
            return .failure(GitProblem(reason: "it is too large for a spec (the limit is \(limit) bytes)"))
        }
        return .success(bytes)
    }
}
