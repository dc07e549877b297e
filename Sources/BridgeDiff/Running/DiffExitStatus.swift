/// How `bridgegen diff` exits, so that CI can tell a breaking change from a broken input.
package enum DiffExitStatus: Int32, Sendable {
    /// Nothing at or above the `--fail-on` severity.
    case passed = 0
    /// Something at or above the `--fail-on` severity (breaking, by default).
    case failed = 1
    /// A spec could not be read or is not valid; its diagnostics are printed as `validate` prints them.
    case invalidInput = 2
}
