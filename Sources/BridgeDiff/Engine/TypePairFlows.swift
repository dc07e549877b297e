import BridgeSpec

extension SpecComparison {
    /// Every pair of types to compare and the flow that reaches it, in a stable order.
    ///
    /// First the types both specs declare under one name, with no flow yet, so that their Swift API is
    /// compared even where the wire does not use them. Then the flows: requests flow to native,
    /// results to the web, event data the way the event flows in both specs. Each flow follows the
    /// fields both sides of a pair have, through arrays, maps and union cases, until nothing new is reached; a pair
    /// reached from several places flows every way it is reached.
    func typePairFlows() -> [(pair: TypePair, flow: Flow)] {
        var order: [TypePair] = []
        var flows: [TypePair: Flow] = [:]
        let sameNames =
            Matching(old: old.types, new: new.types, key: \.name).pairs.map(\.old.name)
            + [SectionEnumType.environment.rawValue, SectionEnumType.permissionState.rawValue]
        for name in sameNames {
            let pair = TypePair(old: name, new: name)
            order.append(pair)
            flows[pair] = []
        }
        var pending: [(TypePair, Flow)] = []
        for (oldAction, newAction) in Matching(old: old.actions, new: new.actions, key: \.id).pairs {
            pending.append((TypePair(old: oldAction.request, new: newAction.request), .toNative))
            pending.append((TypePair(old: oldAction.result, new: newAction.result), .toWeb))
            if let oldUpdate = oldAction.update, let newUpdate = newAction.update {
                pending.append((TypePair(old: oldUpdate, new: newUpdate), .toWeb))
            }
        }
        for (oldEvent, newEvent) in Matching(old: old.events, new: new.events, key: \.name).pairs {
            let common = Flow(oldEvent.direction).intersection(Flow(newEvent.direction))
            pending.append((TypePair(old: oldEvent.data, new: newEvent.data), common))
        }
        pending.reverse()  // popLast takes them in spec order
        while let (pair, flow) = pending.popLast() {
            let known = flows[pair]
            if let known, known.isSuperset(of: flow) { continue }
            if known == nil { order.append(pair) }
            flows[pair, default: []].formUnion(flow)
            if case .union(let oldUnion, _)? = old.shape(of: pair.old), case .union(let newUnion, _)? = new.shape(of: pair.new) {
                // A case's object flows where its union does; cases are matched by their tag.
                let cases = Matching(old: oldUnion.cases, new: newUnion.cases, key: \.tag)
                for (oldCase, newCase) in cases.pairs.reversed() {
                    pending.append((TypePair(old: oldCase.type, new: newCase.type), flow))
                }
                continue
            }
            guard case .object(let oldFields)? = old.shape(of: pair.old),
                case .object(let newFields)? = new.shape(of: pair.new)
            else { continue }
            let fields = Matching(old: oldFields, new: newFields, key: \.wireName, fallbackKey: \.name)
            for (oldField, newField) in fields.pairs.reversed() {
                for nested in namedPairs(oldField.type, newField.type).reversed() {
                    pending.append((nested, flow))
                }
            }
        }
        return order.map { ($0, flows[$0] ?? []) }
    }
}
