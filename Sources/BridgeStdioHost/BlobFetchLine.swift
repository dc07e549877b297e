import BridgeRuntime
import Foundation

/// The lines in which the stdio host stands in for a scheme handler: a fetch of a blob the driver
/// intercepted, and the host's answer (see `StdioTransport`).
enum BlobFetchLine {
    /// What both lines start with; no message does.
    static let marker = "#blob "

    /// A fetch: the driver's number for it, the URL and the request's `Origin`.
    struct Fetch: Decodable {
        var id: Int
        var url: String
        var origin: String?
    }

    /// An answer, with the body as base64.
    struct Answer: Encodable {
        var id: Int
        var status: Int
        var headers: [String: String]
        var body: String
    }

    /// The fetch on `line`, or nil for a line that is not one.
    static func fetch(from line: String) -> Fetch? {
        try? JSONDecoder().decode(Fetch.self, from: Data(line.dropFirst(marker.count).utf8))
    }

    /// The line that answers fetch `id` with `response`.
    static func line(answering id: Int, with response: BridgeBlobResponse) -> String {
        let answer = Answer(id: id, status: response.status, headers: response.headers, body: response.body.base64EncodedString())
        let json =
            (try? JSONEncoder().encode(answer)).map { String(decoding: $0, as: UTF8.self) } ?? "{\"id\":\(id),\"status\":500}"
        return marker + json
    }
}

extension StdioTransport {
    /// Answers a blob fetch line from the host's store, as a scheme handler would.
    func serveBlob(_ line: String) {
        guard let fetch = BlobFetchLine.fetch(from: line) else {
            FileHandle.standardError.write(Data("BridgeStdioHost: unreadable blob fetch line\n".utf8))
            return
        }
        let request = BridgeBlobRequest(url: fetch.url, origin: fetch.origin)
        let response =
            if let delegate, let blobURLPrefix {
                delegate.serveBlob(request, pageOrigin: pageOrigin, urlPrefix: blobURLPrefix)
            } else {
                BridgeBlobResponse(status: 404, headers: [:], body: Data(), problem: "this host serves no blobs")
            }
        FileHandle.standardOutput.write(Data((BlobFetchLine.line(answering: fetch.id, with: response) + "\n").utf8))
    }
}
