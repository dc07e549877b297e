import Foundation

/// Paths inside this repository, found from this file's location.
public enum Repository {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `relative`, inside the repository.
    public static func path(_ relative: String) -> URL { root.appendingPathComponent(relative) }
}
