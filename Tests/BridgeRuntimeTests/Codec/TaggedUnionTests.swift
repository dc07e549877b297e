import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// A case's object, written the way generated code writes an object type.
private struct FilePhoto: BridgeJSONCodable, Hashable {
    var path: String

    static let jsonMembers: JSONMembers = ["path": .required]

    init(path: String) { self.path = path }

    init<Reader: JSONReading>(reading reader: inout Reader) throws(Reader.Failure) {
        var readPath: String?
        try reader.beginObject(FilePhoto.jsonMembers)
        while let key = try reader.nextKey() {
            switch key {
            case "path": try reader.readRequired(into: &readPath)
            default: try reader.skipUnknownMember()
            }
        }
        path = try reader.present(readPath, key: "path")
    }

    func encode(to writer: inout JSONWriter) {
        writer.object { writer in writer.field(member: ",\"path\":", path) }
    }
}

/// A union, written the way generated code writes one: closed unless `open`.
private enum Photo: BridgeTaggedUnion {
    case file(FilePhoto)
    case unknown(tag: String, JSONValue)

    static let tagKey = "format"
    static let knownTags = ["file"]
    static let keepsUnknownTags = false

    static func decodeCase(_ tag: String, from reader: inout JSONValueReader) throws(BridgeDecodingError) -> Photo? {
        switch tag {
        case "file": return .file(try FilePhoto(reading: &reader))
        default: return nil
        }
    }

    func encode(to writer: inout JSONWriter) {
        switch self {
        case .file(let value): writer.taggedObject("format", "file", value)
        case .unknown(_, let object): writer.value(object)
        }
    }
}

/// The open twin of `Photo`.
private enum OpenPhoto: BridgeTaggedUnion {
    case file(FilePhoto)
    case unknown(tag: String, JSONValue)

    static let tagKey = "format"
    static let knownTags = ["file"]
    static let keepsUnknownTags = true

    static func decodeCase(_ tag: String, from reader: inout JSONValueReader) throws(BridgeDecodingError) -> OpenPhoto? {
        tag == "file" ? .file(try FilePhoto(reading: &reader)) : nil
    }

    func encode(to writer: inout JSONWriter) {
        switch self {
        case .file(let value): writer.taggedObject("format", "file", value)
        case .unknown(_, let object): writer.value(object)
        }
    }
}

/// The runtime's part of unions (issue 26, item 3): the tag found anywhere in the object, the case
/// read by its own decoder, an unknown tag refused at its path or kept whole, the tag written first.
@Suite struct TaggedUnionTests {
    private func decode<T: BridgeJSONDecodable>(_ text: String, as type: T.Type) -> Result<T, BridgeDecodingError> {
        let json = try! JSONReader().read(text)
        var reader = JSONValueReader(json, path: JSONPath([.key("data"), .key("photo")]))
        do throws(BridgeDecodingError) { return .success(try T(reading: &reader)) } catch { return .failure(error) }
    }

    /// The fast reader's value, or nil when it gives up.
    private func read<T: BridgeJSONDecodable>(_ text: String, as type: T.Type) -> T? {
        Array(text.utf8).withUnsafeBytes { bytes in
            var reader = JSONBytesReader(JSONParser(bytes, maxDepth: 64), depth: 0)
            return try? T(reading: &reader)
        }
    }

    private func written(_ value: some BridgeJSONEncodable) -> String {
        var writer = JSONWriter()
        value.encode(to: &writer)
        return writer.string
    }

    @Test func bothReadersReadTheCaseTheTagNamesWhereverTheTagIs() throws {
        for text in [#"{"format":"file","path":"/a.jpg"}"#, #"{"path":"/a.jpg","format":"file","extra":1}"#] {
            #expect(try decode(text, as: Photo.self).get() == .file(FilePhoto(path: "/a.jpg")))
            #expect(read(text, as: Photo.self) == .file(FilePhoto(path: "/a.jpg")))
        }
    }

    @Test func aClosedUnionRefusesWhatItCannotReadWithThePath() {
        let verdicts: [(String, String)] = [
            (#"{"format":"url","path":"/a.jpg"}"#, #"data.photo.format: expected one of "file", found the string "url""#),
            (#"{"path":"/a.jpg"}"#, "data.photo.format: required key is missing"),
            (#"{"format":null,"path":"/a.jpg"}"#, "data.photo.format: expected a string, found null"),
            (#"{"format":"file"}"#, "data.photo.path: required key is missing"),
            (#"["file"]"#, "data.photo: expected an object, found an array"),
        ]
        for (text, error) in verdicts {
            guard case .failure(let failure) = decode(text, as: Photo.self) else {
                Issue.record("\(text) decoded")
                continue
            }
            #expect(failure.description == error, "\(text)")
            #expect(read(text, as: Photo.self) == nil, "the fast reader gives up on \(text)")
        }
    }

    @Test func anOpenUnionKeepsAnUnknownTagWithTheWholeObjectAndWritesItBack() throws {
        let text = #"{"format":"url","href":"https://example.com/a.jpg","size":[1,2]}"#
        let value = try decode(text, as: OpenPhoto.self).get()
        guard case .unknown(let tag, let object) = value else {
            Issue.record("\(value) is not unknown")
            return
        }
        #expect(tag == "url")
        #expect(object == (try JSONReader().read(text)))
        #expect(read(text, as: OpenPhoto.self) == value)
        #expect(try JSONReader().read(written(value)) == (try JSONReader().read(text)))
    }

    @Test func theTagIsWrittenFirstAndTheCaseRoundTrips() throws {
        let photo = Photo.file(FilePhoto(path: "/a.jpg"))
        #expect(written(photo) == #"{"format":"file","path":"/a.jpg"}"#)
        #expect(try decode(written(photo), as: Photo.self).get() == photo)
        // Inside an array, the writer's separators come out right, and only the union's object gets the tag.
        #expect(written([photo, photo]) == #"[{"format":"file","path":"/a.jpg"},{"format":"file","path":"/a.jpg"}]"#)
        #expect(written(FilePhoto(path: "/b")) == #"{"path":"/b"}"#)
    }
}
