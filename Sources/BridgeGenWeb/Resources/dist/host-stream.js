// How the iframe host runs a stream action's handler: it iterates the items the handler returns,
// sends each as an update, answers `success` when they end and the failure when they throw, and
// stops the iteration (the iterator's `return()`, so a generator's `finally` runs) when the request
// ends first: the page cancelled, left, or it timed out. Protocol-agnostic; bridgegen copies this
// file unchanged into the generated package. Edit it in Sources/BridgeGenWeb/Resources/host-stream.ts.
/**
 * Iterates `items` into `sink`, one item at a time; gives the function that stops it, after which
 * the sink hears nothing more. A generator suspended in an `await` returns once that settles, so a
 * handler that waits should also watch its request's signal.
 */
export function iterateStream(items, sink) {
    let stopped = false;
    let iterator;
    try {
        iterator = items[Symbol.asyncIterator]();
    }
    catch (problem) {
        sink.fail(problem);
        return () => { };
    }
    const settle = (ending) => {
        stopped = true;
        ending();
    };
    const step = () => {
        let next;
        try {
            next = Promise.resolve(iterator.next());
        }
        catch (problem) {
            return settle(() => sink.fail(problem));
        }
        next.then((result) => {
            if (stopped)
                return;
            if (result.done)
                return settle(() => sink.end());
            sink.item(result.value);
            if (!stopped)
                step();
        }, (problem) => {
            if (!stopped)
                settle(() => sink.fail(problem));
        });
    };
    step();
    return () => {
        if (stopped)
            return;
        stopped = true;
        // What `return()` throws or rejects with has nobody to answer: the request has ended.
        void Promise.resolve()
            .then(() => iterator.return?.())
            .catch(() => { });
    };
}
