import Foundation

/// Programs some tests need beyond the toolchain (`node`, `tsc`, `chromium`, `python3`), found on the
/// PATH. Off CI a test whose tools are missing is skipped with a note saying what to install; on CI
/// (the `CI` environment variable is set) it runs anyway and fails with that note, so CI can never
/// pass by skipping.
public enum InstalledTools {
    /// The full path of `name` on the PATH, or nil.
    public static func path(of name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether the run is on CI.
    public static var onCI: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }

    /// Whether tests that need `tools` should run: all are there, or this is CI (where they fail loudly).
    public static func shouldRun(_ tools: [String]) -> Bool {
        onCI || tools.allSatisfy { path(of: $0) != nil }
    }

    /// What to install for `tools`; empty when all are present.
    public static func missing(_ tools: [String]) -> String {
        let missing = tools.filter { path(of: $0) == nil }
        guard !missing.isEmpty else { return "" }
        let packages = missing.map { debianPackages[$0] ?? $0 }
        return
            "missing \(missing.joined(separator: ", ")): apt-get install -y \(packages.joined(separator: " ")) (.ci/run installs them)"
    }

    /// The Debian package that provides each tool.
    private static let debianPackages = [
        "tsc": "node-typescript", "node": "nodejs", "chromium": "chromium", "python3": "python3 python3-jsonschema",
    ]
}
