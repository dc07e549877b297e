import type { JSONValue } from "./runtime.js";
/** Received data that does not match its type: where, and what is wrong there. */
export declare class BridgeDataError extends Error {
    /** Where the offending value is, or would be: `result.width`, `data.items[2]`. */
    readonly path: string;
    /** What is wrong, without the path: `expected an integer, found the string "12"`. */
    readonly problem: string;
    constructor(path: string, problem: string);
}
/** Checks and decodes one value found at `path`; throws a BridgeDataError when it does not match. */
export declare type Reader<T> = (value: unknown, path: string) => T;
/** Turns one typed value into its JSON form, such as bytes into base64 text. */
export declare type Writer<T> = (value: T) => unknown;
/** An object in its JSON form, ready for `JSON.stringify`: what generated encoders give. */
export declare type JSONForm = {
    [key: string]: unknown;
};
/** Whether an optional or defaulted member is there: absent and `null` both mean it is not. */
export declare function isPresent(value: unknown): boolean;
/** `table[key]` when `key` is the table's own: never what every object inherits (`constructor`). */
export declare function ownMember<T>(table: {
    readonly [key: string]: T;
}, key: string): T | undefined;
/** The major part of a "major.minor" version: peers of different majors do not understand each other. */
export declare function majorVersion(version: string): string;
/**
 * An object's members, read safely: a copy without a prototype, so a member named `constructor`
 * or `__proto__` is the peer's data and never something every object inherits.
 */
export declare function readObject(value: unknown, path: string): {
    readonly [key: string]: unknown;
};
/** The path of member `key` of the object at `path`: `result.width`, or `result["image-data"]`. */
export declare function memberPath(path: string, key: string): string;
/** Reads the member `key` of `object` (read with `readObject`), which must be there. */
export declare function readMember<T>(object: {
    readonly [key: string]: unknown;
}, key: string, path: string, read: Reader<T>): T;
/**
 * Whether a member is there: `null` is a value (of a nullable field, or an error), only a missing
 * key is absent.
 */
export declare function isGiven(value: unknown): boolean;
/** A reader that takes `null` as a value, and gives anything else to `read`: a nullable field's. */
export declare function nullableReader<T>(read: Reader<T>): Reader<T | null>;
/**
 * Reads the member `key` of `object`, or gives `fallback` when it is absent (not when it is
 * `null`): a defaulted field.
 */
export declare function readMemberOr<T>(object: {
    readonly [key: string]: unknown;
}, key: string, path: string, read: Reader<T>, fallback: T): T;
/** A string. Open value sets (statuses, enum types) are read as strings too: a newer peer may add values. */
export declare function readString(value: unknown, path: string): string;
/** A value of a closed set: one of `values`, exactly. */
export declare function knownValueReader<T extends string>(values: readonly T[]): Reader<T>;
/** A whole number. */
export declare function readInteger(value: unknown, path: string): number;
/** A finite number. */
export declare function readNumber(value: unknown, path: string): number;
/** `true` or `false`. */
export declare function readBoolean(value: unknown, path: string): boolean;
/**
 * Bytes, sent as standard padded base64 text (see `decodeBase64`), or already fetched from a blob
 * reference by the client.
 */
export declare function readBytes(value: unknown, path: string): Uint8Array;
/** Any JSON value, kept as it is. */
export declare function readJSON(value: unknown, path: string): JSONValue;
/** A reader of arrays whose elements `readElement` reads; paths end in `[index]`. */
export declare function arrayReader<T>(readElement: Reader<T>): Reader<T[]>;
/** A reader of objects with string keys whose values `readValue` reads; paths end in `["key"]`. */
export declare function mapReader<T>(readValue: Reader<T>): Reader<{
    [key: string]: T;
}>;
/** A writer of arrays whose elements `writeElement` writes. */
export declare function arrayWriter<T>(writeElement: Writer<T>): Writer<readonly T[]>;
/** A writer of objects with string keys whose values `writeValue` writes. */
export declare function mapWriter<T>(writeValue: Writer<T>): Writer<{
    readonly [key: string]: T;
}>;
/**
 * Decodes standard, padded base64, as both runtimes write it: a length that is a multiple of 4,
 * only `A–Z a–z 0–9 + /`, then zero, one or two `=`, no whitespace, and no stray bits before the
 * padding. Strict, because two readers of one message should never disagree about its bytes.
 * Undefined for any other text.
 */
export declare function decodeBase64(text: string): Uint8Array | undefined;
/** Encodes bytes as standard, padded base64, the form `bytes` fields take on the wire. */
export declare function encodeBase64(bytes: Uint8Array): string;
/**
 * Reads a union: an object whose member `tag` names its case, the rest being that case's object,
 * which `cases` reads. A tag no case has is kept with its whole object when `keepsUnknown` (a newer
 * peer's case), and refused otherwise.
 */
export declare function readUnion(value: unknown, path: string, tag: string, cases: {
    readonly [tag: string]: Reader<object>;
}, keepsUnknown: boolean): object;
/** A union's JSON form: its case's, by `cases` for a case whose values need encoding, with its tag. */
export declare function writeUnion(value: object, tag: string, cases: {
    readonly [tag: string]: (value: never) => JSONForm;
}): JSONForm;
