/// Stops the run, saying why, when a benchmark's setup does not do what it measures: `precondition`
/// drops its message in the release builds benchmarks run in, leaving only "Illegal instruction".
func check(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "", line: UInt = #line,
    file: StaticString = #fileID
) {
    guard condition() else { fatalError("benchmark check failed: \(message())", file: file, line: line) }
}
