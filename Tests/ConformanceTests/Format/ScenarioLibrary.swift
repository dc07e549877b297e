import Foundation

/// Every scenario of `Tests/Conformance`, hand-written and generated, read from its JSON Lines files.
enum ScenarioLibrary {
    /// The folder every host's runner reads.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Conformance")

    /// Every scenario, file by file in path order, then in file order. A file or a line the format
    /// does not allow becomes a broken scenario, which fails with the reason.
    static let all: [Scenario] = {
        var scenarios: [Scenario] = []
        for file in files() {
            scenarios += read(file)
        }
        var seen: [String: String] = [:]
        for index in scenarios.indices {
            if let first = seen[scenarios[index].name] {
                scenarios[index].brokenBecause = "another scenario has this name, at \(first)"
            }
            seen[scenarios[index].name] = seen[scenarios[index].name] ?? scenarios[index].location
        }
        return scenarios
    }()

    /// The `.jsonl` files under the folder, by relative path.
    static func files() -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "jsonl" }
        return files.sorted { $0.path < $1.path }
    }

    /// The scenarios of one file.
    static func read(_ file: URL) -> [Scenario] {
        let name = "Tests/Conformance/" + file.path.dropFirst(folder.path.count + 1)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            return [broken(name, line: 0, "cannot be read as UTF-8")]
        }
        return parse(text, name: name)
    }

    /// The scenarios of a file's text; `name` says where it is in failures.
    static func parse(_ text: String, name: String) -> [Scenario] {
        var scenarios: [Scenario] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let record: JSON
            do {
                record = try JSONText.read(String(line))
            } catch {
                return scenarios + [broken(name, line: number, "is not JSON: \(error)")]
            }
            guard case .object = record else { return scenarios + [broken(name, line: number, "is not a JSON object")] }
            if record["generated"] != nil, number == 1 { continue }
            if record["scenario"] != nil {
                do throws(ScenarioError) {
                    scenarios.append(try header(record, location: "\(name):\(number)"))
                } catch {
                    scenarios.append(broken(name, line: number, error.description))
                }
            } else if scenarios.isEmpty {
                return [broken(name, line: number, "comes before any scenario")]
            } else {
                do throws(ScenarioError) {
                    scenarios[scenarios.count - 1].steps.append((number, try Step(record)))
                } catch {
                    scenarios[scenarios.count - 1].brokenBecause =
                        scenarios[scenarios.count - 1].brokenBecause ?? "\(name):\(number): \(error)"
                }
            }
        }
        return scenarios
    }

    private static func header(_ record: JSON, location: String) throws(ScenarioError) -> Scenario {
        if let extra = record.keys.first(where: { !["scenario", "description", "host"].contains($0) }) {
            throw ScenarioError("a scenario's header takes scenario, description and host, not '\(extra)'")
        }
        return Scenario(
            name: try Step.string(record["scenario"], "scenario"), summary: try Step.string(record["description"], "description"),
            location: location, host: try HostSetup(record["host"]), steps: [])
    }

    private static func broken(_ file: String, line: Int, _ reason: String) -> Scenario {
        Scenario(
            name: "\(file):\(line)", summary: "", location: "\(file):\(line)", host: HostSetup(), steps: [],
            brokenBecause: "\(file):\(line) \(reason)")
    }
}
