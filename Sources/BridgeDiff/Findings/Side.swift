/// Who a change affects. The two wire sides name what is already deployed, because that is what a
/// protocol change cannot fix: web journeys already served talk to new hosts, and hosts already in
/// users' hands talk to new web journeys.
package enum Side: String, CaseIterable, Comparable, Sendable {
    /// Deployed web journeys, now talking to hosts built from the new spec.
    case web
    /// Native hosts already in users' hands, now talking to web journeys written for the new spec.
    case native
    /// Integrators' Swift code, recompiled against the API generated from the new spec.
    case swift

    /// The name reports use, such as "web journeys".
    package var title: String {
        switch self {
        case .web: "web journeys"
        case .native: "native hosts"
        case .swift: "Swift API"
        }
    }

    /// Whether the side is a party on the wire, which the protocol version speaks for; the Swift API is
    /// versioned by the SDK package instead.
    package var isOnWire: Bool { self != .swift }

    /// Whether `lhs` comes before `rhs` in reports: web, native, Swift.
    package static func < (lhs: Side, rhs: Side) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
