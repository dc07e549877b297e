@_spi(BridgeGenerated) import GBGBridge

#if canImport(Combine)
import Combine
#endif

/// Item 8 of issue 20: recording one message into a full `receivedMessages` (the default 200), the
/// observable way. Ours changes the array in place (`BridgePublished`, what `BridgeHostBase` uses on
/// Apple platforms); the baseline publishes in `willSet` as Combine's `@Published` does, which
/// needs the new array before it stores it, so every change copies the array.
///
/// On Apple platforms both sides are the real property wrappers. Combine is not on Linux, so there
/// both sides are the same two accessor shapes, modelled below: what the copy costs is the array's,
/// whichever framework asks for it.
@MainActor
struct PublishedHistoryBenchmark {
    var rounds = 31
    var batch = 2_000
    var limit = BridgeHostOptions().maxReceivedMessages

    func run() -> [BenchmarkResult] {
        let messages = (0..<1_024).map { try! IncomingRequestDecoding.decode(SampleMessages.nfcReadRequest($0)) }
        let inPlace = InPlaceHistory()
        let willSet = WillSetHistory()
        for message in messages.prefix(limit) {
            BridgeMessage.append(message, to: &inPlace.messages, keepingAtMost: limit)
            BridgeMessage.append(message, to: &willSet.messages, keepingAtMost: limit)
        }
        var next = 0
        func ours() {
            BridgeMessage.append(messages[next], to: &inPlace.messages, keepingAtMost: limit)
            next = (next + 1) % messages.count
        }
        var baselineNext = 0
        func baseline() {
            BridgeMessage.append(messages[baselineNext], to: &willSet.messages, keepingAtMost: limit)
            baselineNext = (baselineNext + 1) % messages.count
        }
        check(inPlace.messages.count == limit && willSet.messages.count == limit)

        let times = PairedTiming(rounds: rounds, batch: batch).run(ours: ours, baseline: baseline)
        var result = BenchmarkResult(
            name: "published-history", target: nil,
            ours:
                "one message recorded into a full receivedMessages (\(limit) BridgeMessages) changed in place, as BridgePublished does",
            baseline: "the same through a property that publishes in willSet, as Combine's @Published does: the array is copied",
            unit: "µs", oursTime: times.ours, baselineTime: times.baseline, maximumRatio: nil,
            notes: [Self.sides])
        result.oursAllocations = AllocationReport.measure { ours() }.0
        result.baselineAllocations = AllocationReport.measure { baseline() }.0
        return [result]
    }

    #if canImport(Combine)
    static let sides = "both sides are Combine's and the runtime's property wrappers"

    /// The history as BridgeHostBase keeps it on Apple platforms.
    final class InPlaceHistory: ObservableObject {
        @BridgePublished var messages: [BridgeMessage] = []
        @Published var anchor = 0  // gives the class Combine's synthesized objectWillChange, as lastError does the host
    }

    /// The history as `@Published` keeps it.
    final class WillSetHistory: ObservableObject {
        @Published var messages: [BridgeMessage] = []
    }
    #else
    static let sides = "Combine is not on this platform: both sides are models of the two accessor shapes"

    /// A history changed in place, as `BridgePublished` changes it.
    final class InPlaceHistory {
        @InPlace var messages: [BridgeMessage] = []
    }

    /// A history that gets the new value before storing it, as `@Published` must to publish it in `willSet`.
    final class WillSetHistory {
        @WillSet var messages: [BridgeMessage] = []
    }

    @propertyWrapper
    struct InPlace<Value> {
        var stored: Value
        init(wrappedValue: Value) { stored = wrappedValue }
        @available(*, unavailable) var wrappedValue: Value {
            get { fatalError() }
            set { fatalError() }
        }
        static subscript<Object: AnyObject>(
            _enclosingInstance object: Object, wrapped wrapped: ReferenceWritableKeyPath<Object, Value>,
            storage storage: ReferenceWritableKeyPath<Object, Self>
        ) -> Value {
            get { object[keyPath: storage].stored }
            _modify { yield &object[keyPath: storage].stored }
        }
    }

    @propertyWrapper
    struct WillSet<Value> {
        var stored: Value
        /// Where `willSet` hands the new value to subscribers; kept so the optimizer cannot drop it.
        var lastPublished: Value?
        init(wrappedValue: Value) { stored = wrappedValue }
        @available(*, unavailable) var wrappedValue: Value {
            get { fatalError() }
            set { fatalError() }
        }
        static subscript<Object: AnyObject>(
            _enclosingInstance object: Object, wrapped wrapped: ReferenceWritableKeyPath<Object, Value>,
            storage storage: ReferenceWritableKeyPath<Object, Self>
        ) -> Value {
            get { object[keyPath: storage].stored }
            set {
                object[keyPath: storage].lastPublished = newValue
                object[keyPath: storage].lastPublished = nil
                object[keyPath: storage].stored = newValue
            }
        }
    }
    #endif
}
