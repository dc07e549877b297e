import BridgeSpec

/// The fields of an object type on the wire, judged by the way the type flows. Fields are matched by
/// their JSON key, then by Swift name (a `wireName` change); a key renamed without `wireName` is a
/// removal and an addition, as it is on the wire, with a hint when the two have the same shape.
///
/// The TypeScript client types every message structurally, by JSON key, so a field's wire changes
/// reach TypeScript code whatever the type is called: code reading a web-bound field, or writing a
/// native-bound one, stops compiling when it goes away, changes type, or (read) may be absent or
/// (written) must be present.
extension SpecComparison {
    mutating func compareFields(_ oldFields: [FieldSpec], _ newFields: [FieldSpec], of pair: TypePair, flow: Flow) {
        let fields = Matching(old: oldFields, new: newFields, key: \.wireName, fallbackKey: \.name)
        let type = ElementID.type(pair.label)
        if pair.isSameType {
            compareSwiftFields(fields, of: pair.label)
        }
        noteProbableRenames(fields, element: { type.field($0.wireName) }, sameShape: { $0.hasSameShape(as: $1) })
        guard !flow.isEmpty else { return }
        // Where the Swift type stays, what breaks on the wire usually breaks its Swift API too.
        let swift: Set<Side> = pair.isSameType ? [.swift] : []
        for field in fields.removed {
            reportRemoved(field, of: pair.label, flow: flow, swift: swift)
        }
        for field in fields.added {
            reportAdded(field, of: pair.label, flow: flow, swift: swift)
        }
        for (oldField, newField) in fields.pairs {
            compareWire(oldField, newField, of: pair.label, flow: flow, swift: swift)
        }
    }

    /// A removed field breaks its readers, and whoever still sends it is silently ignored: deployed
    /// web journeys by new hosts (native-bound), hosts in users' hands by new journeys (web-bound).
    private mutating func reportRemoved(_ field: FieldSpec, of type: String, flow: Flow, swift: Set<Side>) {
        let what = "field '\(field.wireName)' of '\(type)'"
        let element = ElementID.type(type).field(field.wireName)
        // Only a field its type loses; a type replaced by another is TYPE_REMOVED's, or nobody's.
        if !swift.isEmpty { reportRemoval(of: what, element, field.availability, at: field.location) }
        if flow.contains(.toWeb) {
            report(
                .fieldRemovedFromWebBound, swift.union([.web, .typescript]), element, at: field.location,
                "\(what) is removed; deployed web journeys that read it no longer get it")
            report(
                .fieldDroppedByNewJourneys, [.native], element, at: field.location,
                "\(what) is removed; hosts in users' hands still send it, and new web journeys drop it unread")
        }
        if flow.contains(.toNative) {
            let sides = (field.isRequiredOnWire ? swift.union([.native]) : swift).union([.typescript])
            report(
                .fieldRemovedFromNativeBound, sides, element, at: field.location,
                "\(what) is removed" + (field.isRequiredOnWire ? "; hosts in users' hands require it" : ""))
            report(
                .fieldDroppedByNewHosts, [.web], element, at: field.location,
                "\(what) is removed; deployed web journeys still send it, and new hosts drop it unread")
        }
    }

    private mutating func reportAdded(_ field: FieldSpec, of type: String, flow: Flow, swift: Set<Side>) {
        let what = "field '\(field.wireName)' of '\(type)'"
        let element = ElementID.type(type).field(field.wireName)
        if field.isRequiredOnWire {
            if flow.contains(.toNative) {
                report(
                    .fieldRequiredAddedToNativeBound, swift.union([.web, .typescript]), element, at: field.location,
                    "required \(what) is added; new hosts reject requests of deployed web journeys without it")
            }
            if flow.contains(.toWeb) {
                report(
                    .fieldRequiredAddedToWebBound, swift.union([.native]), element, at: field.location,
                    "required \(what) is added; hosts in users' hands do not send it to new web journeys")
            }
        } else {
            if flow.contains(.toNative) {
                report(
                    .fieldOptionalAddedToNativeBound, [.native], element, at: field.location,
                    "optional \(what) is added; hosts in users' hands ignore it")
            }
            if flow.contains(.toWeb) {
                report(
                    .fieldOptionalAddedToWebBound, [.web], element, at: field.location,
                    "optional \(what) is added; deployed web journeys ignore it")
            }
        }
    }

    private mutating func compareWire(
        _ oldField: FieldSpec, _ newField: FieldSpec, of type: String, flow: Flow, swift: Set<Side>
    ) {
        let what = "field '\(newField.wireName)' of '\(type)'"
        let element = ElementID.type(type).field(newField.wireName)
        let at = newField.location
        if oldField.wireName != newField.wireName {
            report(
                .fieldWireNameChanged, [.web, .native, .typescript], element, at: at,
                "the JSON key of field '\(newField.name)' of '\(type)' changes from '\(oldField.wireName)' to "
                    + "'\(newField.wireName)'; old peers look for the old key")
        }
        if typeChange(from: oldField.type, to: newField.type) == .wire {
            report(
                .fieldTypeChanged, swift.union([.web, .native, .typescript]), element, at: at,
                "the type of \(what) changes from '\(oldField.type)' to '\(newField.type)'; old peers cannot decode it")
        }
        let wasRequired = oldField.isRequiredOnWire
        let isRequired = newField.isRequiredOnWire
        if wasRequired, !isRequired {
            if flow.contains(.toWeb) {
                // TypeScript code that reads it must now check for `undefined`.
                report(
                    .fieldMadeOptionalInWebBound, [.web, .typescript], element, at: at,
                    "\(what) may be left out; deployed web journeys read it without checking")
            }
            if flow.contains(.toNative) {
                report(
                    .fieldMadeOptionalInNativeBound, [.native], element, at: at,
                    "\(what) may be left out; hosts in users' hands reject requests without it")
            }
        } else if !wasRequired, isRequired {
            if flow.contains(.toNative) {
                // TypeScript code that sends it must now always set it.
                report(
                    .fieldMadeRequiredInNativeBound, [.web, .typescript], element, at: at,
                    "\(what) becomes required; new hosts reject deployed web journeys that leave it out")
            }
            if flow.contains(.toWeb) {
                report(
                    .fieldMadeRequiredInWebBound, [.native], element, at: at,
                    "\(what) becomes required; hosts in users' hands may leave it out for new web journeys")
            }
        } else if !wasRequired, oldField.defaultValue != newField.defaultValue {
            report(
                .fieldDefaultChanged, [.web, .native], element, at: at,
                "the default of \(what) changes from \(defaultName(oldField.defaultValue)) to "
                    + "\(defaultName(newField.defaultValue)); old and new receivers read its absence differently")
        }
        if flow.contains(.toWeb) { compareBlobs(oldField, newField, what: what, element: element) }
        compareValues(oldField, newField, what: what, element: element, flow: flow)
    }

    /// Hosts send blob references in what goes to the web only, so only web-bound fields are judged.
    private mutating func compareBlobs(_ oldField: FieldSpec, _ newField: FieldSpec, what: String, element: ElementID) {
        let at = newField.location
        if !oldField.travelsAsBlob, newField.travelsAsBlob {
            report(
                .fieldBlobAllowed, [.web, .typescript], element, at: at,
                "\(what) may travel as a blob; deployed web journeys that read the raw response meet a reference "
                    + "where they read base64, and clients that take blobs as Blob get a Blob")
        } else if oldField.travelsAsBlob, !newField.travelsAsBlob {
            report(
                .fieldBlobWithdrawn, [.typescript], element, at: at,
                "\(what) no longer travels as a blob; clients that take blobs as Blob get a Uint8Array")
        } else if newField.travelsAsBlob, oldField.blobMimeTypeField != newField.blobMimeTypeField {
            report(
                .fieldBlobMimeTypeChanged, [.web], element, at: at,
                "the media type of \(what) as a blob comes from \(mimeTypeSource(newField)) instead of "
                    + mimeTypeSource(oldField))
        }
    }

    private func mimeTypeSource(_ field: FieldSpec) -> String {
        field.blobMimeTypeField.map { "field '\($0)'" } ?? "the fixed application/octet-stream"
    }

    private func defaultName(_ value: DefaultValue?) -> String {
        value?.description ?? "none"
    }
}

extension FieldSpec {
    /// Whether the two fields hold the same values the same way: type, optionality and default.
    /// Names are left out, so that a renamed field matches its old self.
    func hasSameShape(as other: FieldSpec) -> Bool {
        type == other.type && isOptional == other.isOptional && defaultValue == other.defaultValue
            && isNullable == other.isNullable
    }
}
