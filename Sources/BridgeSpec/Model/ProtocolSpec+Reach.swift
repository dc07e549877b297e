/// Which named types travel which way: what the page receives and what it sends, through fields
/// and union cases, all the way down. The closed/open rule for enums and unions follows it (see
/// `Protocol/README.md`, "Closed and open values").
extension ProtocolSpec {
    /// The named types inside action results and the data of events that reach the page.
    package var typesReceivedByThePage: Set<String> {
        typesReached(from: actions.map(\.result) + events.filter(\.direction.reachesWeb).compactMap(\.data))
    }

    /// The named types inside action requests and the data of events that reach the host.
    package var typesSentByThePage: Set<String> {
        typesReached(from: actions.map(\.request) + events.filter(\.direction.reachesNative).compactMap(\.data))
    }

    /// The types `roots` name, and those they hold, all the way down.
    private func typesReached(from roots: [String]) -> Set<String> {
        var reached: Set<String> = []
        var pending = roots
        while let name = pending.popLast() {
            guard reached.insert(name).inserted, let type = type(named: name) else { continue }
            pending += type.referencedTypeNames
        }
        return reached
    }
}
