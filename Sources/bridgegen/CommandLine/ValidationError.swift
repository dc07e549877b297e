/// What a `validate()` throws for values that parse but cannot run together; reported as a usage error.
struct ValidationError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
