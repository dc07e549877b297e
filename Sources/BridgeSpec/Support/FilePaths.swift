/// Paths as text, `/`-separated, taken apart and put together the way the tools' messages show
/// them: no file system is consulted.
package enum FilePaths {
    /// `path` without its last component: `a/b` for `a/b/c` or `a/b/c/`, `/` for `/c`, and an
    /// empty string for a name alone.
    package static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed == "/" ? "/" : "" }
        if slash == trimmed.startIndex { return "/" }
        return trimmingTrailingSlashes(String(trimmed[..<slash]))
    }

    /// The last component of `path`: `c` for `a/b/c` or `a/b/c/`, `/` for `/`.
    package static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `name` inside `folder`, one `/` between them; `name` alone when `folder` is empty.
    package static func appending(_ name: String, to folder: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` without the slashes it ends with, `/` itself aside.
    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
