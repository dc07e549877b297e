import BridgeGenKit
import BridgeSpec

/// Builds doc comments for generated declarations: the spec's description (or a fallback summary),
/// any further paragraphs, and a remark naming the spec element it came from, so a reader of the
/// generated code can find its source.
enum DocComment {
    /// - Parameters:
    ///   - description: The spec's description, used when present.
    ///   - fallback: The summary when the spec gives none; every public declaration gets a doc comment.
    ///     Put into words only then.
    ///   - details: Further paragraphs.
    ///   - source: The spec element, as a path such as `actions.camera.document.capture`.
    static func make(
        _ description: String?, fallback: @autoclosure () -> String, details: [String] = [], source: String?
    ) -> String {
        let summary = description.flatMap { $0.isEmpty ? nil : $0 } ?? fallback()
        guard !details.isEmpty || source != nil else { return summary }
        // Built in one string of its final size: every type, field and action has a comment.
        let separator = "\n\n", remark = ("- Remark: Generated from `", "`.")
        var length = summary.utf8.count + details.reduce(0) { $0 + separator.utf8.count + $1.utf8.count }
        if let source { length += separator.utf8.count + remark.0.utf8.count + source.utf8.count + remark.1.utf8.count }
        var text = ""
        text.reserveCapacity(length)
        text += summary
        for detail in details {
            text += separator
            text += detail
        }
        if let source {
            text += separator
            text += remark.0
            text += source
            text += remark.1
        }
        return text
    }
}
