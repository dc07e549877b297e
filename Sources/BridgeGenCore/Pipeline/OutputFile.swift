import Foundation

/// A rendered file: its name within the output folder, and its text.
package struct OutputFile: Equatable, Sendable {
    /// The file name, such as `Envelope.swift`.
    package var name: String
    /// The complete text, ending in one newline.
    package var contents: String

    package init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

extension OutputFile {
    /// Calls `body` with the text's UTF-8 bytes as `Data` that shares the string's storage, valid
    /// only during the call: the files are megabytes, and copying them first (a page-faulting copy
    /// of every byte) cost as much as writing them.
    func withBytes<Result>(_ body: (Data) throws -> Result) rethrows -> Result {
        var contents = contents
        return try contents.withUTF8 { utf8 in
            try body(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: utf8.baseAddress ?? UnsafePointer(bitPattern: 1)!),
                          count: utf8.count, deallocator: .none))
        }
    }
}
