// How the iframe host runs a stream action's handler: it iterates the items the handler returns,
// sends each as an update, answers `success` when they end and the failure when they throw, and
// stops the iteration (the iterator's `return()`, so a generator's `finally` runs) when the request
// ends first: the page cancelled, left, or it timed out. Protocol-agnostic; bridgegen copies this
// file unchanged into the generated package. Edit it in Sources/BridgeGenWeb/Resources/host-stream.ts.

/** Where a stream's items and its end go. */
export interface StreamSink<Item> {
  /** One item, to send as an update. */
  item(value: Item): void;
  /** The items ended: the host answers `success`. */
  end(): void;
  /** The items threw `problem`: the host answers with it. */
  fail(problem: unknown): void;
}

/**
 * Iterates `items` into `sink`, one item at a time; gives the function that stops it, after which
 * the sink hears nothing more. A generator suspended in an `await` returns once that settles, so a
 * handler that waits should also watch its request's signal.
 */
export function iterateStream<Item>(items: AsyncIterable<Item>, sink: StreamSink<Item>): () => void {
  let stopped = false;
  let iterator: AsyncIterator<Item>;
  try {
    iterator = items[Symbol.asyncIterator]();
  } catch (problem) {
    sink.fail(problem);
    return () => {};
  }
  const settle = (ending: () => void) => {
    stopped = true;
    ending();
  };
  const step = (): void => {
    let next: Promise<IteratorResult<Item>>;
    try {
      next = Promise.resolve(iterator.next());
    } catch (problem) {
      return settle(() => sink.fail(problem));
    }
    next.then(
      (result) => {
        if (stopped) return;
        if (result.done) return settle(() => sink.end());
        sink.item(result.value);
        if (!stopped) step();
      },
      (problem: unknown) => {
        if (!stopped) settle(() => sink.fail(problem));
      },
    );
  };
  step();
  return () => {
    if (stopped) return;
    stopped = true;
    // What `return()` throws or rejects with has nobody to answer: the request has ended.
    void Promise.resolve()
      .then(() => iterator.return?.())
      .catch(() => {});
  };
}
