import BridgeGenKit

extension SwiftRenderer {
    /// Prints `declarations` in order, with blank lines between them as `MemberSpacing` says.
    func renderDeclarations(_ declarations: [Declaration], into printer: inout CodePrinter) {
        renderDeclarations(declarations[...], into: &printer)
    }

    /// Prints `declarations` in order, spaced from each other but not from what comes before them.
    ///
    /// The declarations are read in place, through the array's buffer: each copied out of the array
    /// would retain and release every string and array it holds.
    func renderDeclarations(_ declarations: ArraySlice<Declaration>, into printer: inout CodePrinter) {
        declarations.withUnsafeBufferPointer { declarations in
            for index in declarations.indices {
                if index > 0 && MemberSpacing.needsBlankLine(between: declarations[index - 1], and: declarations[index]) {
                    printer.print()
                }
                render(declarations[index], into: &printer)
            }
        }
    }

    func render(_ declaration: Declaration, into printer: inout CodePrinter) {
        switch declaration {
        case .struct(let structDeclaration): render(structDeclaration, into: &printer)
        case .class(let classDeclaration): render(classDeclaration, into: &printer)
        case .enum(let enumDeclaration): render(enumDeclaration, into: &printer)
        case .protocol(let protocolDeclaration): render(protocolDeclaration, into: &printer)
        case .extension(let extensionDeclaration): render(extensionDeclaration, into: &printer)
        case .typealias(let alias): render(alias, into: &printer)
        case .property(let property): render(property, into: &printer)
        case .initializer(let initializer): render(initializer, into: &printer)
        case .function(let function): render(function, into: &printer)
        case .enumCase(let enumCase): render(enumCase, into: &printer)
        case .ifConfig(let ifConfig): render(ifConfig, into: &printer)
        case .mark(let title): printer.print("// MARK: \(title)")
        }
    }

    /// Prints `#if`, `#else` and `#endif` at the current indentation and the branches one level deeper,
    /// as swift-format's `indentConditionalCompilationBlocks` does by default.
    private func render(_ ifConfig: IfConfigDeclaration, into printer: inout CodePrinter) {
        printer.print("#if " + flatOrEmpty(ifConfig.condition))
        printer.withIndentation { renderDeclarations(ifConfig.declarations, into: &$0) }
        if !ifConfig.elseDeclarations.isEmpty {
            printer.print("#else")
            printer.withIndentation { renderDeclarations(ifConfig.elseDeclarations, into: &$0) }
        }
        printer.print("#endif")
    }
}
