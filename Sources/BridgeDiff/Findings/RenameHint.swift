/// A removal and an addition of the same shape in one change: probably one element renamed, which the
/// wire (and so the rules) can only see as two changes. The hint tells the reviewer to read them
/// together, and which name the other half has.
package enum RenameHint: Equatable, Sendable {
    /// This removed element probably lives on as the added one.
    case renamedTo(ElementID)
    /// This added element is probably the removed one, renamed.
    case renamedFrom(ElementID)

    /// "probably renamed to type:CaptureImage/field:pixelWidth", for reports.
    package var phrase: String {
        switch self {
        case .renamedTo(let element): "probably renamed to \(element)"
        case .renamedFrom(let element): "probably renamed from \(element)"
        }
    }
}
