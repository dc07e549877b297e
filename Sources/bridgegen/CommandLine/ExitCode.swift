/// Ends a command with a status, after it has printed why.
struct ExitCode: Error {
    let status: Int32

    init(_ status: Int32) {
        self.status = status
    }

    /// The spec or the outputs have problems, already printed.
    static let failure = ExitCode(1)
    /// The command line itself is wrong: `EX_USAGE` from sysexits.h, as ArgumentParser exits.
    static let usage = ExitCode(64)
}
