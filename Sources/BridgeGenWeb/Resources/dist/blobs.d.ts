/** The kinds of reference this client resolves: a URL it fetches once. */
export declare const BLOB_REFERENCE_KINDS: readonly string[];
/** The part of a fetch response the client reads: `blob()` too where there is one. */
export interface BlobFetchResponse {
    readonly ok: boolean;
    readonly status: number;
    arrayBuffer(): Promise<ArrayBuffer>;
    blob?(): Promise<Blob>;
}
/** How a typed result holds its bytes: `Uint8Array`s (the default), or `Blob`s. */
export declare type BytesForm = "uint8array" | "blob";
/**
 * `T` with every `Uint8Array` in it, however deep, a `Blob`: the result of a typed method called
 * with `bytes: "blob"`.
 */
export declare type BytesAsBlobs<T> = T extends Uint8Array ? Blob : T extends readonly (infer Element)[] ? BytesAsBlobs<Element>[] : T extends object ? {
    [Key in keyof T]: BytesAsBlobs<T[Key]>;
} : T;
/** Fetches one blob URL: `fetch` where the page has one, or a test's stand-in. */
export declare type BlobFetcher = (url: string) => Promise<BlobFetchResponse>;
/**
 * Whether and how a client takes blobs: `false` never offers them, so every bytes value comes as
 * base64; an object may bring its own fetcher, and says what its host's blob URLs start with
 * (`urlPrefix`). By default the client offers blobs when the page has `fetch` and it knows its
 * host's prefix: an iOS host's (`IOS_BLOB_URL_PREFIX`); for other hosts, give `urlPrefix`.
 */
export declare type BlobOptions = false | {
    fetch?: BlobFetcher;
    urlPrefix?: string;
};
/** A bytes value sent by reference, as it arrives. */
export interface BlobReference {
    /** The URL to fetch the bytes from, once. */
    $blob: string;
    /** The number of bytes. */
    size: number;
    /** The bytes' media type. */
    mimeType: string;
}
/** What the iOS host's blob URLs start with: the scheme its `WKURLSchemeHandler` serves. */
export declare const IOS_BLOB_URL_PREFIX = "gbgbridge-blob://blob/";
/** How a client takes blobs: how it fetches, and the only URLs it fetches. */
export interface BlobTaking {
    fetch: BlobFetcher;
    /** What every blob URL of the client's host starts with; a reference to anything else is refused. */
    urlPrefix: string;
}
/**
 * How a client with `options`, talking to a host over a transport of `transportKind`, takes blobs:
 * its own fetcher, else the page's `fetch`; its own URL prefix, else the iOS host's for an iOS
 * transport. Undefined (no blobs offered) without a fetcher or a prefix.
 */
export declare function blobTaking(options: BlobOptions | undefined, transportKind: string | undefined, global: unknown): BlobTaking | undefined;
/**
 * Whether `value` is a blob reference: an object whose own `$blob` is a string, with its own `size`
 * and `mimeType`. An inherited `$blob` (an object whose prototype a `"__proto__"` key set, as an
 * object literal does) is not.
 */
export declare function isBlobReference(value: unknown): value is BlobReference;
/**
 * Where a type's values may hold blob references, as the generated module lists it for each action's
 * result: `true` at a blob field; `fields` for a field of an object type that holds some (a
 * function, since types may be recursive); `array` and `map` for each element or value.
 */
export declare type BlobPlan = true | {
    readonly fields: () => BlobFields;
} | {
    readonly array: BlobPlan;
} | {
    readonly map: BlobPlan;
};
/** An object type's members that may hold blob references, by wire name. */
export declare type BlobFields = {
    readonly [wireName: string]: BlobPlan | undefined;
};
/**
 * `value` with each blob reference where `fields` allows one replaced by the bytes it names, fetched
 * with `taking`, all at once. Objects and arrays that hold a reference are copied; the rest is
 * shared, and `value` itself is left as it arrived. A reference elsewhere is left as it is (the
 * type's decoder then refuses it where bytes belong). A reference at a blob field to a URL that is
 * not the host's, a fetch that fails, or one that brings another number of bytes than the reference
 * says, throws a BridgeDataError naming the reference's path.
 */
export declare function resolveBlobReferences(value: unknown, fields: BlobFields, taking: BlobTaking, path: string, form?: BytesForm): Promise<unknown>;
/**
 * A decoded result with every `Uint8Array` in it a `Blob`, for a call that asked for Blobs: the
 * values that came inline; those that came by reference are Blobs already.
 */
export declare function bytesToBlobs(value: unknown): unknown;
/**
 * How a response's transferred buffers are taken: a reference `transfer:<index>` names
 * `buffers[index]`, read in place without a copy. No URL is fetched: another reference is refused,
 * as one to a buffer that is not there.
 */
export declare function transferredTaking(buffers: readonly ArrayBuffer[]): BlobTaking;
