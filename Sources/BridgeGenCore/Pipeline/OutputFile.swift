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
    /// The text as UTF-8 bytes, copied in one go: building `Data` from the UTF-8 view went byte by
    /// byte, a noticeable part of writing megabytes of generated code.
    var bytes: Data {
        var contents = contents
        return contents.withUTF8 { Data($0) }
    }
}
