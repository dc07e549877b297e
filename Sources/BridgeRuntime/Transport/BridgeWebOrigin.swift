import Foundation

/// A web origin as a page's `location.origin` spells it: the scheme, the host, and the port unless it
/// is the scheme's default (`https://journey.example.com`, `http://localhost:8080`).
///
/// Allow-lists, WebKit's security origins and URLs are all compared in this one form, so that
/// `HTTPS://Journey.example.com:443/start` and WebKit's `https`, `journey.example.com`, port 0 agree.
struct BridgeWebOrigin: Hashable, Sendable, CustomStringConvertible {
    /// `scheme://host[:port]`, lower-cased.
    let description: String
    /// The scheme, lower-cased.
    let scheme: String
    /// The host, lower-cased; IPv6 addresses in brackets, as URLs write them.
    let host: String

    /// The origin of a document from `scheme`, `host` and `port`; a port of 0 or nil is the scheme's
    /// default, as WebKit reports it. Nil when an http(s) origin has no host.
    init?(scheme: String, host: String, port: Int?) {
        let scheme = scheme.lowercased()
        guard !scheme.isEmpty, !host.isEmpty || !Self.needsHost(scheme) else { return nil }
        let shownPort = port.flatMap { $0 == 0 || $0 == Self.defaultPorts[scheme] ? nil : $0 }
        let host = host.lowercased()
        // WebKit reports an IPv6 host without brackets, URL with them; the origin has them.
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        self.scheme = scheme
        self.host = shownHost
        description = "\(scheme)://\(shownHost)" + (shownPort.map { ":\($0)" } ?? "")
    }

    /// The origin of the document at `url`; nil for URLs without one (`about:blank`, `data:`).
    init?(url: URL) {
        guard let scheme = url.scheme, Self.hierarchicalSchemes.contains(scheme.lowercased()) else { return nil }
        self.init(scheme: scheme, host: url.host ?? "", port: url.port)
    }

    /// The origin an allow-list entry names: an origin, or any URL of it (`https://journey.example.com/start`).
    init?(allowListEntry entry: String) {
        guard let url = URL(string: entry.trimmingCharacters(in: .whitespaces)) else { return nil }
        self.init(url: url)
    }

    /// Whether the host is this device itself (`localhost`, `127.0.0.0/8`, `::1`), which no one on
    /// the network can pretend to be.
    var isLoopback: Bool {
        if host == "localhost" || host.hasSuffix(".localhost") || host == "[::1]" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    private static let defaultPorts = ["http": 80, "https": 443, "ws": 80, "wss": 443]
    private static let hierarchicalSchemes: Set<String> = ["http", "https", "file", "ws", "wss"]
    private static func needsHost(_ scheme: String) -> Bool { scheme != "file" }
}
