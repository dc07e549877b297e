/// IDs that differ on the wire may become the same Swift name (`camera.document` and
/// `camera-document` both become `cameraDocument`); within one namespace that would not compile.
extension SpecValidator {
    mutating func checkSwiftNameCollisions() {
        for namespace in swiftNamespaces {
            var firstByName: [String: SwiftNamedElement] = [:]
            for element in namespace {
                guard let first = firstByName[element.swiftName] else {
                    firstByName[element.swiftName] = element
                    continue
                }
                // An action and an event of the same name clash on the wire first; `checkWireNames` says so.
                guard first.id != element.id else { continue }
                diagnostics.error(
                    "\(element.what) has the Swift name '\(element.swiftName)', which \(first.what) already has; "
                        + "set a different 'swiftName'",
                    at: explicitSwiftNameLocation(of: element) ?? element.location,
                    notes: [.note("\(first.what) is declared here", at: first.location)]
                )
            }
        }
    }
}
