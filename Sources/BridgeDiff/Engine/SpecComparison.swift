import BridgeGenSwift
import BridgeGenWeb
import BridgeSpec

/// Compares two validated specs the way the wire and the generated Swift API see them, never as
/// text: comments, key order, quoting and layout cannot show up, because the models have none.
///
/// Elements are matched by the identity they have on the wire (an action's ID, a field's JSON key, an
/// enum value), so a renamed key is what it is on the wire: a removal and an addition. Each family of
/// rules lives in its own extension file under `Rules/`.
package struct SpecComparison {
    let old: ProtocolSpec
    let new: ProtocolSpec
    /// What each spec versions: its protocol, or the extension it declares.
    let oldSubject: VersionedSubject
    let newSubject: VersionedSubject
    var findings = FindingCollector()
    /// Removals and additions of the same shape, which rule families note as they meet them.
    var probableRenames: [(old: ElementID, new: ElementID)] = []

    init(old: ProtocolSpec, new: ProtocolSpec) {
        self.old = old
        self.new = new
        oldSubject = VersionedSubject(old)
        newSubject = VersionedSubject(new)
    }

    /// Compares `old` with `new`. Reports name each spec by the label it was loaded with (a path, or
    /// `REV:path`), which its locations carry too.
    package static func compare(old: ProtocolSpec, new: ProtocolSpec) -> DiffReport {
        var comparison = SpecComparison(old: old, new: new)
        comparison.run()
        let (oldSubject, newSubject) = (comparison.oldSubject, comparison.newSubject)
        return DiffReport(
            old: .init(
                label: oldSubject.location.file, name: oldSubject.name, version: oldSubject.version,
                isExtension: oldSubject.isExtension),
            new: .init(
                label: newSubject.location.file, name: newSubject.name, version: newSubject.version,
                isExtension: newSubject.isExtension),
            findings: comparison.findings.findings
        )
    }

    private mutating func run() {
        compareProtocol()
        compareDocumentation()
        compareStatuses()
        compareErrorCodes()
        compareCapabilities()
        compareSlots()
        compareActions()
        compareEvents()
        compareTypesByName()
        compareTypePairs()
        // Last: it weighs everything found before it.
        checkMajorVersionBump()
        for (oldElement, newElement) in probableRenames {
            findings.hint(.renamedTo(newElement), on: oldElement)
            findings.hint(.renamedFrom(oldElement), on: newElement)
        }
    }

    /// Reports a finding; see `FindingCollector.report`.
    mutating func report(
        _ rule: RuleID, _ sides: Set<Side>, _ element: ElementID, at location: SourceLocation, _ message: String
    ) {
        findings.report(rule, sides, element, at: location, message)
    }

    /// Reports `rule` when the Swift name of `what` differs: the wire stays, integrators' code that
    /// names the constant stops compiling.
    mutating func compareSwiftName(
        _ rule: RuleID, of what: String, _ element: ElementID, _ oldName: String, _ newName: String, at location: SourceLocation
    ) {
        guard oldName != newName else { return }
        report(rule, [.swift], element, at: location, "the Swift name of \(what) changes from '\(oldName)' to '\(newName)'")
    }

    /// Reports `TYPESCRIPT_NAME_CHANGED` when the TypeScript client's name for `what` (a method, or
    /// a value's property in its constant object) differs: web code that names it stops compiling.
    mutating func compareTypeScriptName(
        of what: String, _ element: ElementID, _ oldName: String, _ newName: String, at location: SourceLocation
    ) {
        guard oldName != newName else { return }
        report(
            .typeScriptNameChanged, [.typescript], element, at: location,
            "the TypeScript name of \(what) changes from '\(oldName)' to '\(newName)'")
    }

    /// Reports `DESCRIPTION_CHANGED` for `what` when its description differs.
    mutating func compareDescription(
        of what: String, _ element: ElementID, _ oldText: String?, _ newText: String?, at location: SourceLocation
    ) {
        guard oldText != newText else { return }
        let change = oldText == nil ? "was added" : newText == nil ? "was removed" : "changed"
        report(.descriptionChanged, [.swift], element, at: location, "the description of \(what) \(change)")
    }
}
