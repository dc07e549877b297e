/// Matches what a host sent against what a scenario expects, with the placeholders of
/// `Tests/Conformance/README.md`: `$any`, `$absent`, `$string`, `$integer`, `$boolean`,
/// `$timestamp`, `$version`, `$environment`, `$id:NAME`, and `$$` for a literal `$`.
struct Pattern {
    /// What `$version` and `$environment` stand for: the host's protocol version and environment.
    var version: String
    var environment: String
    /// The values `$id:NAME` placeholders have taken so far, by name.
    private(set) var ids: [String: String] = [:]

    init(version: String, environment: String) {
        self.version = version
        self.environment = environment
    }

    /// Matches `value` (nil: absent) against `pattern`; returns what differs, one line each, and
    /// keeps the `$id` values it took only when nothing differs.
    mutating func match(_ pattern: JSON, _ value: JSON?, at path: String = "") -> [String] {
        var attempt = self
        var differences: [String] = []
        attempt.compare(pattern, value, path: path, into: &differences)
        if differences.isEmpty { self = attempt }
        return differences
    }

    /// `template` with `$version`, bound `$id:NAME` values and `$$` replaced: what the page or the
    /// app sends. Any other placeholder there is a mistake in the scenario.
    func resolve(_ template: JSON) throws(ScenarioError) -> JSON {
        switch template {
        case .string(let text) where text.hasPrefix("$"):
            if text.hasPrefix("$$") { return .string(String(text.dropFirst())) }
            if text == "$version" { return .string(version) }
            if text.hasPrefix("$id:") {
                guard let bound = ids[String(text.dropFirst(4))] else { throw ScenarioError("\(text) has no value yet") }
                return .string(bound)
            }
            throw ScenarioError("\(text) cannot stand in a value that is sent; only $version, $id:NAME and $$ can")
        case .array(let elements):
            var resolved: [JSON] = []
            for element in elements { resolved.append(try resolve(element)) }
            return .array(resolved)
        case .object(let members):
            var resolved: [JSON.Member] = []
            for member in members { resolved.append(JSON.Member(key: member.key, value: try resolve(member.value))) }
            return .object(resolved)
        default:
            return template
        }
    }

    private mutating func compare(_ pattern: JSON, _ value: JSON?, path: String, into differences: inout [String]) {
        let here = path.isEmpty ? "the message" : path
        if case .string(let text) = pattern, text.hasPrefix("$"), !text.hasPrefix("$$") {
            if let problem = placeholder(text, value) { differences.append("\(here): \(problem)") }
            return
        }
        guard let value else {
            differences.append("\(here): expected \(Self.literal(pattern)), but it is absent")
            return
        }
        switch (pattern, value) {
        case (.object(let expected), .object(let received)):
            for member in expected {
                compare(
                    member.value, received.first { $0.key == member.key }?.value, path: Self.join(path, member.key),
                    into: &differences)
            }
            for member in received where !expected.contains(where: { $0.key == member.key }) {
                differences.append("\(Self.join(path, member.key)): unexpected, received \(member.value)")
            }
        case (.array(let expected), .array(let received)):
            guard expected.count == received.count else {
                differences.append("\(here): expected \(expected.count) elements, received \(received.count): \(value)")
                return
            }
            for (index, element) in expected.enumerated() {
                compare(element, received[index], path: "\(path)[\(index)]", into: &differences)
            }
        case (.number(let expected), .number(let received)):
            if Double(expected) != Double(received) { differences.append("\(here): expected \(expected), received \(received)") }
        case (.string(let expected), .string(let received)):
            // Code point by code point, as a page compares: Swift's == would take canonically
            // equivalent spellings for the same string.
            let literal = expected.hasPrefix("$$") ? String(expected.dropFirst()) : expected
            if !literal.unicodeScalars.elementsEqual(received.unicodeScalars) {
                differences.append("\(here): expected \(JSON.string(literal)), received \(value)")
            }
        default:
            if pattern != value { differences.append("\(here): expected \(Self.literal(pattern)), received \(value)") }
        }
    }

    /// Why `value` does not match the placeholder `text`, or nil when it does.
    private mutating func placeholder(_ text: String, _ value: JSON?) -> String? {
        if text == "$absent" { return value.map { "expected nothing, received \($0)" } }
        guard let value else { return "expected \(text), but it is absent" }
        switch text {
        case "$any": return nil
        case "$string": return value.stringValue == nil ? "expected a string, received \(value)" : nil
        case "$boolean": return value.boolValue == nil ? "expected true or false, received \(value)" : nil
        case "$integer": return value.intValue == nil ? "expected a whole number, received \(value)" : nil
        case "$timestamp":
            guard let milliseconds = value.intValue, milliseconds >= 0 else {
                return "expected milliseconds since 1970, received \(value)"
            }
            return nil
        case "$version":
            return value == .string(version) ? nil : "expected this host's protocol version \(version), received \(value)"
        case "$environment":
            return value == .string(environment) ? nil : "expected this host's environment \(environment), received \(value)"
        case _ where text.hasPrefix("$id:"):
            let name = String(text.dropFirst(4))
            guard let received = value.stringValue, !received.isEmpty else {
                return "expected a non-empty ID (\(text)), received \(value)"
            }
            if let bound = ids[name] {
                return bound == received ? nil : "expected \(text), which is \(JSON.string(bound)), received \(value)"
            }
            if let other = ids.first(where: { $0.value == received }) {
                return "expected a new ID for \(text), received \(value), which \("$id:" + other.key) already is"
            }
            ids[name] = received
            return nil
        default:
            return "\(text) is not a placeholder (write $$ for a literal $)"
        }
    }

    private static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    private static func literal(_ pattern: JSON) -> String {
        if case .string(let text) = pattern, text.hasPrefix("$$") { return JSON.string(String(text.dropFirst())).description }
        return pattern.description
    }
}

/// A mistake in a scenario file rather than in the host: the runner cannot carry the step out.
struct ScenarioError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
