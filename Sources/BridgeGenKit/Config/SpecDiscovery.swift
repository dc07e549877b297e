import BridgeSpec
import Foundation

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
        var candidate = URL(fileURLWithPath: folder).standardizedFileURL
        var climbed = 0
        while true {
            for relative in [FileNames.spec, FileNames.publishedSpec] {
                let spec = candidate.appendingPathComponent(relative)
                if FileManager.default.fileExists(atPath: spec.path) {
                    let path = PathJoining.normalized(String(repeating: "../", count: climbed) + relative)
                    return Found(path: path, label: label(of: spec) ?? path)
                }
            }
            let parent = candidate.deletingLastPathComponent()
            guard parent.path != candidate.path else { return nil }
            candidate = parent
            climbed += 1
        }
    }

    /// `spec`'s path relative to the nearest folder above it with a `Package.swift`; nil when there
    /// is none.
    private static func label(of spec: URL) -> String? {
        var folder = spec.deletingLastPathComponent()
        var below = [spec.lastPathComponent]
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return below.joined(separator: "/")
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            below.insert(folder.lastPathComponent, at: 0)
            folder = parent
        }
    }
}
