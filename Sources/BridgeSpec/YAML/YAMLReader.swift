/// What reading a YAML file gave: its tree, and every problem found on the way.
package struct YAMLReadResult: Sendable {
    /// The document's root node; nil when the file could not be turned into a faithful tree.
    package var root: YAMLNode?
    /// Problems in the order they were found.
    package var diagnostics: [Diagnostic]
}

/// Reads one YAML document into a `YAMLNode` tree, turning every problem (libyaml's, and the spec
/// format's restrictions on YAML) into a located diagnostic.
package enum YAMLReader {
    /// Reads the text of `source`, which must be UTF-8. A leading byte order mark must already be
    /// removed (see `SpecLoader`), so that columns on line 1 count from the first visible character.
    ///
    /// `sections`, if given, gets each entry of the root mapping's sections as soon as it is
    /// complete, and works whenever libyaml has no events ready, instead of this thread waiting.
    package static func read(_ source: SourceText, sections: (any YAMLSectionListener)? = nil) -> YAMLReadResult {
        let events = YAMLEventStream(source: source)
        defer {
            events.cancel()  // when reading stopped early; after the last event it changes nothing
            events.close()
        }
        var steps = StepCursor(events: events, listener: sections)
        var builder = YAMLTreeBuilder()
        if let sections { builder.onSectionEntry = { sections.read($1, inSection: $0) } }
        var diagnostics = DiagnosticCollector()
        var root: YAMLNode?
        var firstDocument: SourceLocation?
        reading: while true {
            guard let step = steps.next() else {
                diagnostics.error(
                    "internal error: libyaml's events ended before the end of the stream",
                    at: SourceLocation(file: source.path, line: 1, column: 1)
                )
                root = nil
                break reading
            }
            let event: YAMLEvent
            switch step {
            case .success(let next): event = next
            case .failure(let problem):
                diagnostics.emit(YAMLSyntaxDiagnostic.diagnostic(for: problem, in: source))
                root = nil
                break reading
            }
            if case .documentStart(let location) = event {
                if let firstDocument {
                    diagnostics.error(
                        "a spec is a single YAML document, but a second document starts here",
                        at: location, notes: [.note("the first document starts here", at: firstDocument)]
                    )
                    root = nil
                    break reading
                }
                firstDocument = location
            }
            if case .streamEnd = event { break reading }
            switch builder.consume(event) {
            case .reading: continue
            case .finished(let node): root = node
            case .failed: break reading
            }
        }
        diagnostics.emit(contentsOf: builder.diagnostics.diagnostics)
        if firstDocument == nil, !diagnostics.hasErrors {
            diagnostics.error(
                "the file holds no YAML document: it is empty, or holds only comments",
                at: SourceLocation(file: source.path, line: 1, column: 1)
            )
        }
        // A builder that failed never finished the document, so `root` is nil then too.
        return YAMLReadResult(root: root, diagnostics: diagnostics.diagnostics)
    }
}

/// The steps of an event stream one at a time, each moved out of its batch: a copy would be
/// retained here and released again when the batch is emptied, for every event.
private struct StepCursor {
    let events: YAMLEventStream
    /// What works while no events are ready.
    let listener: (any YAMLSectionListener)?
    private var batch: [YAMLEventStream.Step] = []
    private var position = 0

    init(events: YAMLEventStream, listener: (any YAMLSectionListener)?) {
        self.events = events
        self.listener = listener
    }

    /// The next event or problem; nil only if the stream ended without either, which libyaml
    /// never does.
    mutating func next() -> YAMLEventStream.Step? {
        while position == batch.count {
            var emptied: [YAMLEventStream.Step] = []
            swap(&emptied, &batch)  // so that the stream holds the only reference, and can reuse it
            emptied.removeAll(keepingCapacity: true)
            guard let next = events.nextSteps(recycling: consume emptied, waiting: listener == nil) else { return nil }
            if next.isEmpty, listener?.workWhileWaiting() != true {
                guard let ready = events.nextSteps() else { return nil }
                batch = ready
            } else {
                batch = next
            }
            position = 0
        }
        var step = YAMLEventStream.Step.success(.streamEnd)
        swap(&step, &batch[position])
        position += 1
        return step
    }
}
