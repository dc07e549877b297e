import Foundation

/// The blobs a host holds for its page, each until the page fetches it, once, or its time is up.
///
/// The host puts a value in when it sends a response that refers to it, without copying its bytes;
/// the transport's server (a `WKURLSchemeHandler` on Apple platforms, ``respond(to:pageOrigin:urlPrefix:)``
/// for any transport) takes it out when the page fetches it. A new document revokes every blob of
/// the old one. What the store holds counts against the host's `maxHeldBytes`.
@MainActor
public final class BridgeBlobStore {
    private struct Entry {
        var blob: BridgeBlob
        var expires: Date
    }

    /// How long a blob waits to be fetched.
    public let lifetime: TimeInterval
    /// The bytes of the blobs held now.
    @exclusivity(unchecked) public private(set) var heldBytes = 0
    /// The terms the page's latest negotiation agreed to; nil sends every value inline.
    @usableFromInline
    @exclusivity(unchecked) var _terms: BridgeBlobTerms?
    private var entries: [String: Entry] = [:]
    /// The blobs freed because their time was up, still refused as expired.
    private var expired = ExpiredBlobTokens()
    private let clock: any BridgeClock
    private let now: @Sendable () -> Date
    /// Frees the blobs nobody fetched once their time is up, while any are held. It holds the store
    /// weakly, so a store that goes away leaves it to ring for nothing.
    private var expiryAlarm: BridgeClockAlarm?

    /// A store whose blobs wait `lifetime` seconds on `clock`, their lifetimes read from `now`
    /// when given, as ``BridgeHostOptions/now`` describes.
    public init(lifetime: TimeInterval, clock: any BridgeClock = BridgeSystemClock(), now: (@Sendable () -> Date)? = nil) {
        self.lifetime = lifetime
        self.clock = clock
        self.now = now ?? { clock.now() }
    }

    /// How many blobs are held.
    public var count: Int { entries.count }

    /// Keeps `blob` under `token` until it is taken or expires.
    func keep(_ blob: BridgeBlob, as token: String) {
        entries[token] = Entry(blob: blob, expires: now().addingTimeInterval(lifetime))
        heldBytes += blob.bytes.count
        scheduleExpiry()
    }

    /// Takes the blob `token` names: nobody can fetch it again.
    public func take(_ token: String) -> BridgeBlobLookup {
        guard let entry = entries.removeValue(forKey: token) else { return expired.remove(token) ? .expired : .unknown }
        heldBytes -= entry.blob.bytes.count
        return now() < entry.expires ? .found(entry.blob) : .expired
    }

    /// Forgets every blob, and the terms: the page they were for is gone.
    func removeAll() {
        _terms = nil
        entries.removeAll()
        expired.removeAll()
        heldBytes = 0
        expiryAlarm?.cancel()
        expiryAlarm = nil
    }

    /// Forgets the blobs whose time is up.
    func removeExpired() {
        let time = now()
        for (token, entry) in entries where entry.expires <= time {
            entries[token] = nil
            expired.insert(token)
            heldBytes -= entry.blob.bytes.count
        }
    }

    /// Sets the alarm that frees unfetched blobs, unless it is set already. It rings when the
    /// earliest blob's time is up, and is set again while any are left.
    private func scheduleExpiry() {
        guard expiryAlarm == nil, let earliest = entries.values.lazy.map(\.expires).min() else { return }
        // Lifetimes are read from `now`, which may differ from the clock: the clock waits for as
        // long as `now` says is left, at least a millisecond, so that it never rings in a loop.
        let wait = max(earliest.timeIntervalSince(now()), 0.001)
        expiryAlarm = clock.setAlarm(at: clock.now().addingTimeInterval(wait)) { [weak self] in
            self?.expiryAlarmRang()
        }
    }

    /// Frees the blobs whose time is up, and sets the alarm again while any are left.
    private func expiryAlarmRang() {
        expiryAlarm = nil
        removeExpired()
        scheduleExpiry()
    }
}

/// What the store has for a token.
public enum BridgeBlobLookup: Sendable, Equatable {
    /// The blob, now taken.
    case found(BridgeBlob)
    /// No blob has that token: never made, already fetched, or revoked with its page.
    case unknown
    /// The blob's time was up; it is gone now.
    case expired
}
