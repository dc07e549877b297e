/// A `when` over strings whose branches grow with the spec (one per action, event, code or value),
/// split so that no JVM method outgrows what the JVM takes (64 KB of bytecode) or what its JIT
/// compiles (8,000 bytes: HotSpot interprets larger methods for ever). A spec of the usual size
/// fits in one `when`, written as before. A larger one gets a private function per group of
/// branches, each a `when` with the table's fallback, and the function that asks picks the group
/// from the subject's `hashCode()`, which Java caches in the string: one switch on a number, then
/// one `when`, however large the spec, where a chain of groups would try each in turn
/// (Benchmarks/README.md, "Large specs"). A map built once would not do: its initializer is one
/// method, which grows with the spec as the `when` did.
struct KotlinTable {
    /// The conditions one group holds on average: a branch that runs a decoder inside the inlined
    /// `JsonDecoding.problem` takes about 65 bytes, so a group stays under the JIT's limit.
    static let budget = 60

    /// The name of the function that asks; the groups are named after it, `name1`, `name2`…
    var name: String
    /// The parameters every group takes, passed on unchanged.
    var parameters: [KotlinParameter]
    var returnType: KotlinType
    var subject: KotlinExpression
    var branches: [KotlinWhenBranch]
    var fallback: KotlinExpression

    /// The expression of the function that asks, and the private functions of the groups.
    func split() -> (first: KotlinExpression, rest: [KotlinFunction]) {
        let total = branches.map(Self.weight(of:)).reduce(0, +)
        let keys = branches.flatMap(\.conditions).compactMap { condition -> String? in
            guard case .string(let key) = condition else { return nil }
            return key
        }
        guard total > Self.budget, keys.count == branches.flatMap(\.conditions).count else {
            return (branches.isEmpty ? fallback : .when(subject: subject, branches, fallback: fallback), [])
        }
        // One branch per string, so that each goes to its string's group.
        let single = branches.flatMap { branch in branch.conditions.map { KotlinWhenBranch([$0], branch.result) } }
        let count = (total + Self.budget - 1) / Self.budget
        var groups = [[KotlinWhenBranch]](repeating: [], count: count)
        for (key, branch) in zip(keys, single) { groups[Self.group(of: key, among: count)].append(branch) }
        let arguments = parameters.map { KotlinExpression.name($0.name) }
        let used = groups.indices.filter { !groups[$0].isEmpty }
        let rest = used.map { index in
            KotlinFunction(
                doc: [], visibility: .private, name: "\(name)\(index + 1)", parameters: parameters, returnType: returnType,
                body: .expression(.when(subject: subject, groups[index], fallback: fallback)))
        }
        let dispatch = KotlinExpression.when(
            subject: subject.dot("hashCode").call().dot("mod").call(.int(count)),
            used.map { KotlinWhenBranch([.int($0)], KotlinExpression.name("\(name)\($0 + 1)").call(arguments: arguments)) },
            fallback: fallback)
        return (dispatch, rest)
    }

    /// The group of `key` as the generated code picks it: Java's `String.hashCode()` (over UTF-16
    /// code units, wrapping at 32 bits) `mod` the number of groups.
    static func group(of key: String, among count: Int) -> Int {
        var hash: Int32 = 0
        for unit in key.utf16 { hash = hash &* 31 &+ Int32(unit) }
        let remainder = Int(hash) % count
        return remainder < 0 ? remainder + count : remainder
    }

    private static func weight(of branch: KotlinWhenBranch) -> Int {
        branch.conditions.count * (1 + weight(of: branch.result))
    }

    private static func weight(of expression: KotlinExpression) -> Int {
        guard case .when(_, let branches, let fallback) = expression else { return 0 }
        return branches.map(weight(of:)).reduce(0, +) + (fallback.map(weight(of:)) ?? 0)
    }
}
