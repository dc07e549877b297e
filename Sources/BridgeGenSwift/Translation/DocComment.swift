import BridgeGenKit
import BridgeSpec

/// Builds doc comments for generated declarations: the spec's description (or a fallback summary),
/// any further paragraphs, and a remark naming the spec element it came from, so a reader of the
/// generated code can find its source.
enum DocComment {
    /// - Parameters:
    ///   - description: The spec's description, used when present.
    ///   - fallback: The summary when the spec gives none; every public declaration gets a doc comment.
    ///   - details: Further paragraphs.
    ///   - source: The spec element, as a path such as `actions.camera.document.capture`.
    static func make(_ description: String?, fallback: String, details: [String] = [], source: String?) -> String {
        var paragraphs = [description.flatMap { $0.isEmpty ? nil : $0 } ?? fallback]
        paragraphs += details
        if let source { paragraphs.append("- Remark: Generated from `\(source)`.") }
        return paragraphs.joined(separator: "\n\n")
    }
}
