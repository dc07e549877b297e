import BridgeGenKit
import Foundation

extension CodePrinter {
    /// Prints `head` `open` items `close` `tail` on one line when it fits in `JSDoc.lineLength`;
    /// otherwise one item per line, each with a trailing comma, as prettier lays it out.
    mutating func printList(_ head: String, _ items: [String], _ tail: String, open: String = "(", close: String = ")") {
        let line = head + open + items.joined(separator: ", ") + close + tail
        guard indentationWidth + line.count > JSDoc.lineLength else { return print(line) }
        print(head + open.trimmingCharacters(in: .whitespaces))
        withIndentation { printer in
            for item in items { printer.print(item + ",") }
        }
        print(close.trimmingCharacters(in: .whitespaces) + tail)
    }

    /// Prints `head a | b | c;` (`head` such as `export type X =` or `errors:`) on one line when it
    /// fits, otherwise one member per line, as prettier does.
    mutating func printUnion(_ head: String, _ members: [String]) {
        let line = "\(head) \(members.joined(separator: " | "));"
        guard indentationWidth + line.count > JSDoc.lineLength else { return print(line) }
        print(head)
        withIndentation { printer in
            for (index, member) in members.enumerated() {
                printer.print("| \(member)\(index == members.count - 1 ? ";" : "")")
            }
        }
    }
}
