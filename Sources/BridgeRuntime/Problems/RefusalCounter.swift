import Foundation

/// Coalesces what a transport refuses (messages from frames, web views and origins that may not
/// talk to the host, navigations out of the allowed origins, blob fetches), so that a page doing it
/// in a loop costs the app a few reports and a count: each report sets `lastError`, which SwiftUI
/// redraws for, and calls the delegate on the main thread.
///
/// Of each kind, the first ``reportedPerWindow`` refusals in a window of ``window`` are reported as
/// they happen; the rest are counted, and one report when the window ends says how many more there
/// were, with the latest of them.
struct RefusalCounter {
    /// Refusals of one kind reported one by one in a window: enough for the few a page with a bug
    /// makes, so that each can be read.
    static let reportedPerWindow = 5
    /// The window, in seconds of the host's clock.
    static let window: TimeInterval = 1

    private struct Window {
        var end: Date
        var reported = 1
        var counted = 0
        var latest: BridgeProblem?
    }

    private var windows: [BridgeProblem.Kind: Window] = [:]

    /// Whether to report `problem` now; otherwise it is counted for its window's summary. Call
    /// ``summaries(endedBy:)`` first, so that a window that ended is summed up before a new one starts.
    mutating func admit(_ problem: BridgeProblem, now: Date) -> Bool {
        guard var window = windows[problem.kind], now < window.end else {
            windows[problem.kind] = Window(end: now.addingTimeInterval(Self.window))
            return true
        }
        defer { windows[problem.kind] = window }
        if window.reported < Self.reportedPerWindow {
            window.reported += 1
            return true
        }
        window.counted += 1
        window.latest = problem
        return false
    }

    /// One report for each window that ended by `now` with refusals counted, which it forgets.
    mutating func summaries(endedBy now: Date) -> [BridgeProblem] {
        var summaries: [BridgeProblem] = []
        for (kind, window) in windows where window.end <= now {
            windows[kind] = nil
            guard let latest = window.latest else { continue }
            let more = window.counted == 1 ? "1 more refusal" : "\(window.counted) more refusals"
            summaries.append(
                BridgeProblem(
                    kind, "\(more) like these in \(Int(Self.window)) s; the latest: \(latest.message)",
                    correlationId: latest.correlationId, action: latest.action))
        }
        return summaries
    }

    /// When the first window with refusals counted ends; nil when none has any.
    var nextSummary: Date? {
        windows.values.filter { $0.counted > 0 }.map(\.end).min()
    }
}
