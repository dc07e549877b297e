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
export declare function iterateStream<Item>(items: AsyncIterable<Item>, sink: StreamSink<Item>): () => void;
