import Foundation
import PackagePlugin

/// The packages of a build: the one whose plugin runs and all it depends on, each once. Both
/// plugins pass their folders to bridgegen, so that an extension spec can name its base by package
/// (`extends: {package: gbgbridge}`).
struct BuildPackages {
    /// Each package's identity and folder, the root first.
    let all: [(id: String, directory: URL)]

    /// The packages reached from `root` through its dependencies.
    init(root: Package) {
        var seen: Set<String> = []
        var found: [(id: String, directory: URL)] = []
        var pending = [root]
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            found.append((next.id, next.directoryURL))
            pending += next.dependencies.map(\.package)
        }
        all = found
    }

    /// `--package-root IDENTITY=PATH` for every package, as bridgegen takes them.
    var rootArguments: [String] {
        all.flatMap { ["--package-root", "\($0.id)=\($0.directory.path)"] }
    }

    /// The specs the packages publish (`Protocol/bridge.yaml`), which an extension spec's base may be.
    var publishedSpecs: [URL] {
        all.map { $0.directory.appendingPathComponent(FileNames.publishedSpec) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
