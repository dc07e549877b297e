/// Where a renderer spells a construct on one line: a `String`, or a line of a `CodePrinter`, which
/// takes the text straight into the output.
package protocol TextOutput {
    /// Appends `text`.
    static func += (output: inout Self, text: String)
}

extension String: TextOutput {}
