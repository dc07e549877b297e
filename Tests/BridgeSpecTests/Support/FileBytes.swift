import Foundation

/// Reads test inputs from disk.
enum FileBytes {
    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }
}
