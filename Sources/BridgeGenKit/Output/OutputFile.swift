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
