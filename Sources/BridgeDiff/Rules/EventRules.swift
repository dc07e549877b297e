import BridgeGenSwift
import BridgeGenWeb
import BridgeSpec

/// The `events` section: fire-and-forget messages in one direction or both. Their data is compared
/// field by field by the type pair rules, in the directions both specs agree on.
extension SpecComparison {
    mutating func compareEvents() {
        let events = Matching(old: old.events, new: new.events, key: \.name)
        for event in events.added {
            report(
                .eventAdded, receivers(of: Flow(event.direction)), .event(event.name), at: event.location,
                "event '\(event.name)' is added; old receivers pass on events they do not know")
        }
        for event in events.removed {
            let sides: Set<Side> = event.direction.reachesWeb ? Side.apis.union([.web]) : Side.apis
            report(
                .eventRemoved, sides, .event(event.name), at: event.location,
                "event '\(event.name)' is removed"
                    + (event.direction.reachesWeb ? "; deployed web journeys may wait for it from new hosts" : ""))
            reportRemoval(of: "event '\(event.name)'", .event(event.name), event.availability, at: event.location)
        }
        noteProbableRenames(
            events, element: { .event($0.name) },
            sameShape: {
                $0.direction == $1.direction && $0.data == $1.data
            })
        for (oldEvent, newEvent) in events.pairs {
            compareEvent(oldEvent, newEvent)
        }
    }

    private mutating func compareEvent(_ oldEvent: EventSpec, _ newEvent: EventSpec) {
        let what = "event '\(newEvent.name)'"
        let element = ElementID.event(newEvent.name)
        let at = newEvent.location
        let oldFlow = Flow(oldEvent.direction)
        let newFlow = Flow(newEvent.direction)
        let change = "\(what) changes direction from \(oldEvent.direction.rawValue) to \(newEvent.direction.rawValue)"
        let lost = oldFlow.subtracting(newFlow)
        if !lost.isEmpty {
            // The TypeScript client's event maps lose it on that side too.
            report(
                .eventDirectionNarrowed, receivers(of: lost).union(Side.apis), element, at: at,
                change + "; old receivers wait for it in vain")
        }
        let gained = newFlow.subtracting(oldFlow)
        if !gained.isEmpty {
            report(.eventDirectionWidened, receivers(of: gained), element, at: at, change)
        }
        if oldEvent.data != newEvent.data {
            report(
                .eventDataTypeChanged, [.swift], element, at: at,
                "the data of \(what) changes from \(dataName(oldEvent.data)) to \(dataName(newEvent.data))")
        }
        compareSwiftName(
            .eventSwiftNameChanged, of: what, element, SwiftNaming.name(of: oldEvent), SwiftNaming.name(of: newEvent), at: at)
        compareDescription(of: what, element, oldEvent.description, newEvent.description, at: at)
        compareDeprecation(of: what, element, oldEvent.availability, newEvent.availability, at: at)
        comparePlatforms(of: what, element, oldEvent.platforms, newEvent.platforms, at: at)
    }

    /// The deployed side that receives messages flowing `flow`: web journeys for web-bound messages,
    /// native hosts for native-bound ones.
    func receivers(of flow: Flow) -> Set<Side> {
        var sides: Set<Side> = []
        if flow.contains(.toWeb) { sides.insert(.web) }
        if flow.contains(.toNative) { sides.insert(.native) }
        return sides
    }

    private func dataName(_ type: String?) -> String {
        type.map { "Swift type '\($0)'" } ?? "no data"
    }
}
