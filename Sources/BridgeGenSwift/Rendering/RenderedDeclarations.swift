import BridgeGenKit

/// Declarations rendered on their own, on any core, to follow each other in order in a file.
///
/// The declarations at either end are kept, since the blank line at a join depends on them; the
/// rest are no longer needed once their text exists.
struct RenderedDeclarations: Sendable {
    /// The UTF-8 of the declarations' text, ending in a newline unless there were none: the
    /// printer's own bytes, which become one of the file's pieces as they are.
    var utf8: [UInt8]
    /// The first declaration, which decides whether a blank line goes before the text.
    var first: Declaration?
    /// The last declaration, which decides whether a blank line goes after the text.
    var last: Declaration?
}
