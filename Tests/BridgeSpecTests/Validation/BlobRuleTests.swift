import Testing

@testable import BridgeSpec

/// Fields that may travel as blobs (`blob`, `mimeTypeField`), and the negotiation that lets the two
/// sides agree on them.
@Suite struct BlobRuleTests {
    static let offer = (
        "    description: No arguments.\n    fields: {}\n",
        "    description: No arguments.\n    fields:\n      blobs: {type: Offer, optional: true}\n"
            + "  Offer:\n    fields:\n      kinds: {type: array<string>}\n"
    )
    static let terms = (
        "      capabilities: {type: map<CapabilityEntry>}\n",
        "      capabilities: {type: map<CapabilityEntry>}\n      blobs: {type: Terms, optional: true}\n"
            + "  Terms:\n    fields:\n      kind: {type: string}\n      minimumBytes: {type: integer}\n"
    )
    static let image = "    description: A captured image.\n    fields:\n      imageData: {type: bytes}\n"

    /// A type's `blob` reaches its bytes fields unless one says otherwise; only bytes fields travel.
    @Test func aTypesBlobReachesItsBytesFields() throws {
        let spec = try Fixture.minimal(
            Self.offer, Self.terms,
            (
                Self.image,
                "    description: A captured image.\n    blob: true\n    fields:\n      imageData: {type: bytes, mimeTypeField: kind}\n"
                    + "      thumbnail: {type: bytes, blob: false}\n      kind: {type: string, default: image/png}\n"
            ))
        #expect(Fixture.diagnostics(spec) == "")
        let image = try #require(Fixture.load(spec).spec?.type(named: "CaptureImage"))
        #expect(image.blobFields.map(\.name) == ["imageData"])
        #expect(image.blobFields.first?.blobMimeTypeField == "kind")
    }

    @Test func onlyBytesFieldsAndObjectTypesTakeBlob() throws {
        let spec = try Fixture.minimal(
            Self.offer, Self.terms,
            (
                "      pages: {type: array<string>, optional: true}\n",
                "      pages: {type: array<bytes>, optional: true, blob: true}\n"
            ),
            (
                "  Side:\n    description: A side of a document.\n",
                "  Side:\n    description: A side of a document.\n    blob: true\n"
            ))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:123:5: error: 'blob' applies to object types, whose bytes fields it governs: type 'Side' is an enum
                    blob: true
                    ^
                spec.yaml:131:51: error: 'blob' applies to bytes fields only: field 'pages' of type 'CaptureImage' has type 'array<bytes>'
                      pages: {type: array<bytes>, optional: true, blob: true}
                                                                  ^

                """)
    }

    /// Without the negotiation's `blobs`, no page could offer blobs and no host send one.
    @Test func blobFieldsNeedTheNegotiationsBlobs() throws {
        let blob = (Self.image, Self.image.replacingOccurrences(of: "{type: bytes}", with: "{type: bytes, blob: true}"))
        #expect(
            Fixture.diagnostics(try Fixture.minimal(Self.terms, blob)) == """
                spec.yaml:125:32: error: field 'imageData' of type 'CaptureImage' may travel as a blob, but the negotiation request 'QueryRequest' has no field 'blobs' in which the two sides agree on blobs (see the spec format's negotiation section)
                      imageData: {type: bytes, blob: true}
                                               ^

                """)
        #expect(
            Fixture.diagnostics(try Fixture.minimal(Self.offer, blob)).hasPrefix(
                "spec.yaml:124:32: error: field 'imageData' of type 'CaptureImage' may travel as a blob, but the negotiation result 'QueryResult' has no field 'blobs'"
            ))
    }

    /// The runtimes read and write the offer and the terms, so their shapes are fixed.
    @Test func theOfferAndTheTermsHaveFixedShapes() throws {
        let spec = try Fixture.minimal(
            (Self.offer.0, Self.offer.1.replacingOccurrences(of: "{type: array<string>}", with: "{type: string}")),
            (
                Self.terms.0,
                Self.terms.1.replacingOccurrences(
                    of: "      blobs: {type: Terms, optional: true}", with: "      blobs: {type: string, optional: true}")
            ))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:98:21: error: field 'kinds' of the blob offer type 'Offer' must have type 'array<string>', as the page fills it in; found 'string'
                      kinds: {type: string}
                                    ^
                spec.yaml:105:21: error: field 'blobs' of the negotiation result 'QueryResult' must have an object type, as the host fills it in; found 'string'
                      blobs: {type: string, optional: true}
                                    ^
                spec.yaml:106:3: warning: type 'Terms' is not used by any action or event
                  Terms:
                  ^

                """)
    }

    @Test func aMediaTypeComesFromAStringFieldOfABlob() throws {
        let fields =
            "      imageData: {type: bytes, blob: true, mimeTypeField: kinds}\n      other: {type: bytes, mimeTypeField: size}\n"
            + "      size: {type: integer}\n"
        let spec = try Fixture.minimal(Self.offer, Self.terms, ("      imageData: {type: bytes}\n", fields))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:129:59: error: 'mimeTypeField' of field 'imageData' of type 'CaptureImage' is 'kinds', which is not a field of 'CaptureImage'
                      imageData: {type: bytes, blob: true, mimeTypeField: kinds}
                                                                          ^
                spec.yaml:130:28: error: 'mimeTypeField' of field 'other' of type 'CaptureImage' names the media type of a blob, but the field does not travel as a blob; add 'blob: true'
                      other: {type: bytes, mimeTypeField: size}
                                           ^

                """)
    }

    @Test func aBlobTypeWithoutBytesIsProbablyAMistake() throws {
        let spec = try Fixture.minimal(
            Self.offer, Self.terms,
            (
                "  ReadyEvent:\n    description: Data of host.ready.\n",
                "  ReadyEvent:\n    description: Data of host.ready.\n    blob: true\n"
            ))
        #expect(
            Fixture.diagnostics(spec) == """
                spec.yaml:133:5: warning: type 'ReadyEvent' says 'blob: true', but has no bytes field that could travel as a blob
                    blob: true
                    ^

                """)
    }
}
