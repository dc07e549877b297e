import BridgeSpec

/// Where bridgegen finds the spec when the command names none: from the current folder up, as git
/// finds its repository, the nearest folder with a `bridge.yaml` (an extension's own folder, or
/// `Protocol/` itself) or a `Protocol/bridge.yaml` (a package's root). The configuration is then
/// the one beside it, so `bridgegen generate` does the same from any folder of the package.
package enum SpecDiscovery {
    /// A spec found from a folder.
    package struct Found: Equatable, Sendable {
        /// The spec's path, relative to the folder the search started from, as messages show it.
        package var path: String
        /// How generated headers name it: relative to the package's root (the nearest folder above
        /// it with a `Package.swift`), so that generating from any folder writes the same bytes;
        /// outside a package, as `path` does.
        package var label: String

        package init(path: String, label: String) {
            self.path = path
            self.label = label
        }
    }

    /// What to say when no folder from `folder` up has a spec.
    package static func notFound(from folder: String) -> Diagnostic {
        .error(
            "no spec found: neither \(FileNames.spec) nor \(FileNames.publishedSpec) is in '\(folder)' or a folder above it; "
                + "name the spec, as in 'bridgegen validate path/to/\(FileNames.spec)'",
            at: nil)
    }

    /// The spec nearest to `folder`, an absolute path; nil when no folder from it up has one.
    package static func find(from folder: String) -> Found? {
        var candidate = PathJoining.normalized(folder)
        var climbed = 0
        while true {
            for relative in [FileNames.spec, FileNames.publishedSpec] {
                let spec = FilePaths.appending(relative, to: candidate)
                if FileSystem.exists(spec) {
                    let path = PathJoining.normalized(String(repeating: "../", count: climbed) + relative)
                    return Found(path: path, label: label(of: spec) ?? path)
                }
            }
            let parent = FilePaths.parent(of: candidate)
            guard parent != candidate, !parent.isEmpty else { return nil }
            candidate = parent
            climbed += 1
        }
    }

    /// `spec`'s path relative to the nearest folder above it with a `Package.swift`; nil when there
    /// is none.
    private static func label(of spec: String) -> String? {
        var folder = FilePaths.parent(of: spec)
        var below = [FilePaths.lastComponent(of: spec)]
        while true {
            if FileSystem.exists(FilePaths.appending("Package.swift", to: folder)) {
                return below.joined(separator: "/")
            }
            let parent = FilePaths.parent(of: folder)
            guard parent != folder, !parent.isEmpty else { return nil }
            below.insert(FilePaths.lastComponent(of: folder), at: 0)
            folder = parent
        }
    }
}
