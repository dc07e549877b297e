/// A spec file as locations name it: a number standing for its path (the label the user gave).
///
/// Each path gets its number once per process, so equal paths have equal numbers and a location
/// holding one is copied without reference counting. The table of paths only grows; it holds one
/// entry per file a process reads.
package struct SourceFile: Hashable, Sendable {
    private let number: UInt32

    /// The file labelled `path`.
    package init(_ path: String) {
        number = SourceFileTable.shared.number(of: path)
    }

    /// The path as the user gave it.
    package var path: String { SourceFileTable.shared.path(numbered: number) }
}

/// The paths `SourceFile` has numbered, each at its number.
private final class SourceFileTable: @unchecked Sendable {
    static let shared = SourceFileTable()

    /// Guards `numbers` and `paths`.
    private let lock = Lock()
    private var numbers: [String: UInt32] = [:]
    private var paths: [String] = []

    func number(of path: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[path] { return number }
        let number = UInt32(paths.count)
        paths.append(path)
        numbers[path] = number
        return number
    }

    func path(numbered number: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return paths[Int(number)]
    }
}
