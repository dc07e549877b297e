/// A whole Swift source file: header comment, imports and declarations, in that order.
package struct SwiftFile: Equatable, Sendable {
    /// The lines of the `//` comment at the top, without the slashes; an empty string is an empty line.
    package var headerComment: [String]
    package var imports: [Import]
    package var declarations: [Declaration]

    package init(headerComment: [String] = [], imports: [Import] = [], declarations: [Declaration]) {
        self.headerComment = headerComment
        self.imports = imports
        self.declarations = declarations
    }
}
