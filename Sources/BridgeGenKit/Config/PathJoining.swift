/// Joins a configuration's relative paths onto its folder, lexically: `Protocol` and
/// `../Generated/web` give `Generated/web`, so messages and headers name paths the way a user
/// would write them.
package enum PathJoining {
    /// `path` when it is absolute, otherwise `folder/path` with `.` and `name/..` removed.
    package static func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") || folder.isEmpty { return normalized(path) }
        return normalized(folder + "/" + path)
    }

    /// `path` without `.` segments, empty segments, or `name/..` pairs; `..` that climbs above the
    /// start is kept.
    package static func normalized(_ path: String) -> String {
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                if let last = segments.last, last != ".." { segments.removeLast() } else { segments.append(segment) }
            default: segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
