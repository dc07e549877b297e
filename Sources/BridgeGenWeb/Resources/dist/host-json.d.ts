/** The UTF-8 length of `text`, without encoding it. */
export declare function utf8Length(text: string): number;
/** How deep arrays and objects nest in `value`, the outermost counting as one; counted up to past `limit`. */
export declare function nestingDepth(value: unknown, limit: number): number;
/**
 * Whether an object in `json`, text that JSON.parse has read already, has a key twice: the two
 * readings of such a message could differ, so the host reads none of it.
 */
export declare function hasDuplicateKey(json: string): boolean;
/** Whether `value` is a JSON object: not null, not an array. */
export declare function isRecord(value: unknown): value is {
    [key: string]: unknown;
};
/** `value` as JSON data: bytes as base64 text, all the way down. */
export declare function toWire(value: unknown): unknown;
/** What went wrong, in words: an error's message, or the thrown value as text. */
export declare function describe(problem: unknown): string;
