import BridgeGenKit

/// A whole Swift source file: its name, header comment, imports and declarations, in that order.
package struct SwiftFile: Equatable, Sendable {
    /// The file name, such as `Envelope.swift`.
    package var name: String
    /// The lines of the `//` comment at the top, without the slashes; an empty string is an empty line.
    package var headerComment: [String]
    /// The imports; the renderer sorts the plain ones and puts the conditional ones last.
    package var imports: [Import]
    /// The top-level declarations, in the order they are printed.
    package var declarations: [Declaration]

    /// A file; each part but the name may be empty.
    package init(name: String, headerComment: [String] = [], imports: [Import] = [], declarations: [Declaration]) {
        self.name = name
        self.headerComment = headerComment
        self.imports = imports
        self.declarations = declarations
    }
}
