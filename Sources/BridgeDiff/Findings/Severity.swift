/// How much a change can hurt, worst last so that severities compare by harm.
package enum Severity: String, CaseIterable, Comparable, Sendable {
    /// Nothing deployed or compiled against the old spec notices, or only its documentation changes.
    case safe
    /// Nothing fails for certain, but deployed code may behave differently: an old page meeting a
    /// value it never saw, a retry decision that changed meaning.
    case dangerous
    /// Something deployed stops working, or code written against the old Swift API stops compiling.
    case breaking

    /// Whether `lhs` is less harmful than `rhs`.
    package static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
