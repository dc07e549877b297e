import BridgeGenKit

/// The access modifier a declaration is written with.
///
/// Generated code is emitted at a level the user chooses (public, package or internal), so most
/// declarations say `.configurable` and the renderer substitutes that level; the rest say what they
/// must be regardless of it, such as a `.fixed(.private)` helper.
package enum Access: Equatable, Sendable {
    /// The level the file is rendered at (see `SwiftRenderer.accessLevel`).
    case configurable
    /// Exactly this modifier, whatever the file's level.
    case fixed(AccessModifier)
    /// No modifier: the declaration takes Swift's default, or cannot have one.
    case implicit
}
