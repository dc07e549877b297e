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
    /// Web developers' TypeScript code, compiled against the client generated from the new spec
    /// (`Generated/web`). TypeScript types are structural, so only names and shapes matter to it.
    case typescript

    /// The name reports use, such as "web journeys".
    package var title: String {
        switch self {
        case .web: "web journeys"
        case .native: "native hosts"
        case .swift: "Swift API"
        case .typescript: "TypeScript API"
        }
    }

    /// Whether the side is a party on the wire, which the protocol version speaks for; the generated
    /// APIs are versioned by their packages instead.
    package var isOnWire: Bool { self == .web || self == .native }

    /// The two generated APIs, which code is compiled against.
    package static let apis: Set<Side> = [.swift, .typescript]

    /// Whether `lhs` comes before `rhs` in reports: web, native, Swift, TypeScript.
    package static func < (lhs: Side, rhs: Side) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
