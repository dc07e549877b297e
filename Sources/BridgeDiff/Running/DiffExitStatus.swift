/// How `bridgegen diff` exits, so that CI can tell a breaking change from a broken input.
package enum DiffExitStatus: Int32, Sendable {
    /// Nothing that `--fail-on` chooses was found (or the baseline accepts it).
    case passed = 0
    /// Something `--fail-on` chooses was found (by default, anything breaking).
    case failed = 1
    /// A spec or the baseline could not be read or is not valid; its diagnostics are printed as
    /// `validate` prints them.
    case invalidInput = 2
}
