#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A rendered file: its name within the output folder, and its text.
package struct OutputFile: Sendable {
    /// The file name, such as `Envelope.swift`.
    package var name: String
    /// The text's UTF-8, in pieces that follow each other: one, or the slices a file was rendered in
    /// on all cores. A large spec's types file runs to megabytes, and it is written piece by piece
    /// rather than copied into one string first.
    package private(set) var pieces: [[UInt8]]

    /// A file of `contents`.
    package init(name: String, contents: String) {
        self.init(name: name, pieces: [Array(contents.utf8)])
    }

    /// A file whose text is `pieces`, one after the other.
    package init(name: String, pieces: [[UInt8]]) {
        self.name = name
        self.pieces = pieces
    }

    /// The complete text, ending in one newline.
    package var contents: String {
        pieces.count == 1 ? String(decoding: pieces[0], as: UTF8.self) : String(decoding: pieces.joined(), as: UTF8.self)
    }

    /// The text's length in bytes.
    package var byteCount: Int { pieces.reduce(0) { $0 + $1.count } }

    /// Whether the text is exactly `bytes`.
    package func hasBytes(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        for piece in pieces {
            guard offset + piece.count <= bytes.count,
                piece.isEmpty || piece.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress! + offset, piece.count) == 0 })
            else { return false }
            offset += piece.count
        }
        return offset == bytes.count
    }
}

extension OutputFile: Equatable {
    /// Files are equal when their names and texts are, however the texts are cut into pieces.
    package static func == (lhs: OutputFile, rhs: OutputFile) -> Bool {
        lhs.name == rhs.name && lhs.pieces.joined().elementsEqual(rhs.pieces.joined())
    }
}
