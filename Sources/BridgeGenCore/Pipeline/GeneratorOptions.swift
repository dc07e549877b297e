/// How `bridgegen generate` writes code.
package struct GeneratorOptions: Equatable, Sendable {
    /// The access level of generated declarations: `public` for a library apps import, `package` or
    /// `internal` for code generated into an app's own target.
    package var accessLevel: AccessModifier
    /// How the spec is named in file headers: a path relative to the package, never an absolute one,
    /// so output does not depend on where the repository is checked out.
    package var sourceLabel: String

    package init(accessLevel: AccessModifier = .public, sourceLabel: String) {
        self.accessLevel = accessLevel
        self.sourceLabel = sourceLabel
    }
}
