import BridgeGenKit

extension SwiftRenderer {
    /// Prints the imports: plain ones first, sorted by module name as swift-format's `OrderedImports`
    /// wants, then, after a blank line as swift-format puts it, conditional ones in their given order,
    /// each in its own `#if canImport`.
    func renderImports(_ imports: [Import], into printer: inout CodePrinter) {
        let plain = imports.filter { !$0.isConditional }.sorted { $0.module < $1.module }
        for anImport in plain {
            printer.print(importLine(anImport))
        }
        for (index, anImport) in imports.filter(\.isConditional).enumerated() {
            if index == 0 && !plain.isEmpty { printer.print() }
            printer.print("#if canImport(\(anImport.module))")
            printer.withIndentation { $0.print(importLine(anImport)) }
            printer.print("#endif")
        }
    }

    private func importLine(_ anImport: Import) -> String {
        (anImport.attributes.map(\.text) + ["import \(anImport.module)"]).joined(separator: " ")
    }
}
