import Foundation

/// What every fuzz target does with libFuzzer's input and with what it finds.
public enum FuzzInput {
    /// The input as bytes. libFuzzer may pass no pointer for an empty input.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Reports a property the input broke and stops the process, so libFuzzer keeps the input as a
    /// crash (a file named `crash-…`) for the corpus of regressions.
    public static func finding(_ message: String) -> Never {
        FileHandle.standardError.write(Data("FINDING: \(message)\n".utf8))
        abort()
    }
}
