/// How `bridgegen generate` writes code.
package struct GeneratorOptions: Equatable, Sendable {
    /// The access level of generated declarations: `public` for a library apps import, `package` or
    /// `internal` for code generated into an app's own target.
    package var accessLevel: AccessModifier
    /// How the spec is named in file headers: a path relative to the package, never an absolute one,
    /// so output does not depend on where the repository is checked out.
    ///
    /// Line breaks and other control characters are replaced by `?`: the label sits in a `//`
    /// comment, and a file name holding a line break (legal on Linux) would otherwise end the
    /// comment and put the rest of the name into the generated code. U+2028 and U+2029 end a
    /// comment in JavaScript, so they are replaced too.
    package var sourceLabel: String {
        didSet { sourceLabel = Self.printable(sourceLabel) }
    }

    package init(accessLevel: AccessModifier = .public, sourceLabel: String) {
        self.accessLevel = accessLevel
        self.sourceLabel = Self.printable(sourceLabel)
    }

    /// The options a configured output sets; the configuration reader has checked their values.
    package init(output: GenerationConfig.Output, sourceLabel: String) {
        self.init(
            accessLevel: output.options["accessLevel"].flatMap(AccessModifier.init(rawValue:)) ?? .public,
            sourceLabel: sourceLabel)
    }

    /// `label` with every control character and line or paragraph separator replaced by `?`.
    private static func printable(_ label: String) -> String {
        var printable = String.UnicodeScalarView()
        for scalar in label.unicodeScalars {
            let category = scalar.properties.generalCategory
            let isBreaking = category == .control || category == .lineSeparator || category == .paragraphSeparator
            printable.append(isBreaking ? "?" : scalar)
        }
        return String(printable)
    }
}
