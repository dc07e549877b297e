// Blob references: how the client takes large bytes values the host sends by reference instead of
// inline base64. The client offers blobs in capability discovery when it can fetch; a host that
// agrees then sends a value of a field that may travel as a blob as {"$blob": url, "size": n,
// "mimeType": …}, and the client fetches each reference once and puts its bytes where it stood,
// before a typed method resolves. Protocol-agnostic, like runtime.ts; bridgegen copies this file
// unchanged into the generated client.

import { BridgeDataError } from "./data.js";
import { TRANSFER_REFERENCE_PREFIX } from "./handshake.js";

/** The kinds of reference this client resolves: a URL it fetches once. */
export const BLOB_REFERENCE_KINDS: readonly string[] = ["url"];

/** The part of a fetch response the client reads: `blob()` too where there is one. */
export interface BlobFetchResponse {
  readonly ok: boolean;
  readonly status: number;
  arrayBuffer(): Promise<ArrayBuffer>;
  blob?(): Promise<Blob>;
}

/** How a typed result holds its bytes: `Uint8Array`s (the default), or `Blob`s. */
export type BytesForm = "uint8array" | "blob";

/**
 * `T` with every `Uint8Array` in it, however deep, a `Blob`: the result of a typed method called
 * with `bytes: "blob"`.
 */
export type BytesAsBlobs<T> = T extends Uint8Array
  ? Blob
  : T extends readonly (infer Element)[]
    ? BytesAsBlobs<Element>[]
    : T extends object
      ? { [Key in keyof T]: BytesAsBlobs<T[Key]> }
      : T;

/** Fetches one blob URL: `fetch` where the page has one, or a test's stand-in. */
export type BlobFetcher = (url: string) => Promise<BlobFetchResponse>;

/**
 * Whether and how a client takes blobs: `false` never offers them, so every bytes value comes as
 * base64; an object may bring its own fetcher. By default the client offers blobs when the page has
 * `fetch`.
 */
export type BlobOptions = false | { fetch?: BlobFetcher };

/** A bytes value sent by reference, as it arrives. */
export interface BlobReference {
  /** The URL to fetch the bytes from, once. */
  $blob: string;
  /** The number of bytes. */
  size: number;
  /** The bytes' media type. */
  mimeType: string;
}

/** The fetcher a client with `options` uses: its own, else the page's `fetch`; none offers no blobs. */
export function blobFetcher(options: BlobOptions | undefined, global: unknown): BlobFetcher | undefined {
  if (options === false) return undefined;
  if (options?.fetch) return options.fetch;
  const fetch = (global as { fetch?: unknown }).fetch;
  if (typeof fetch !== "function") return undefined;
  return (url) => (fetch as (url: string) => Promise<BlobFetchResponse>).call(global, url);
}

/** Whether `value` is a blob reference: an object whose `$blob` is a string. */
export function isBlobReference(value: unknown): value is BlobReference {
  if (typeof value !== "object" || value === null) return false;
  return typeof (value as { $blob?: unknown }).$blob === "string";
}

/** Whether `value`, or anything in it, is a blob reference. */
export function containsBlobReference(value: unknown): boolean {
  // Bytes already in hand (a transferred buffer) hold no reference: walking their elements would
  // visit every byte.
  if (ArrayBuffer.isView(value)) return false;
  if (isBlobReference(value)) return true;
  if (Array.isArray(value)) return value.some(containsBlobReference);
  if (typeof value === "object" && value !== null) return Object.values(value).some(containsBlobReference);
  return false;
}

/**
 * `value` with every blob reference in it replaced by the bytes it names, fetched with `fetch`, all at
 * once. Objects and arrays that hold a reference are copied; the rest is shared, and `value` itself is
 * left as it arrived. A fetch that fails, or brings another number of bytes than the reference says,
 * throws a BridgeDataError naming the reference's path.
 */
export async function resolveBlobReferences(
  value: unknown,
  fetch: BlobFetcher,
  path: string,
  form: BytesForm = "uint8array",
): Promise<unknown> {
  if (isBlobReference(value)) return fetchBlob(value, fetch, path, form);
  if (!containsBlobReference(value)) return value;
  if (Array.isArray(value)) {
    const at = (index: number) => `${path}[${index}]`;
    return Promise.all(value.map((element, index) => resolveBlobReferences(element, fetch, at(index), form)));
  }
  const entries = Object.entries(value as object);
  const resolved = await Promise.all(
    entries.map(([key, member]) => resolveBlobReferences(member, fetch, `${path}.${key}`, form)),
  );
  return Object.fromEntries(entries.map(([key], index) => [key, resolved[index]]));
}

/**
 * A decoded result with every `Uint8Array` in it a `Blob`, for a call that asked for Blobs: the
 * values that came inline; those that came by reference are Blobs already.
 */
export function bytesToBlobs(value: unknown): unknown {
  if (value instanceof Uint8Array) return new Blob([value]);
  if (Array.isArray(value)) return value.map(bytesToBlobs);
  if (typeof value !== "object" || value === null || value instanceof Blob) return value;
  return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, bytesToBlobs(member)]));
}

/** The bytes `reference` names, as a `Uint8Array` or a `Blob`. */
async function fetchBlob(
  reference: BlobReference,
  fetch: BlobFetcher,
  path: string,
  form: BytesForm,
): Promise<Uint8Array | Blob> {
  let response: BlobFetchResponse;
  try {
    response = await fetch(reference.$blob);
  } catch (problem) {
    throw new BridgeDataError(path, `could not fetch the blob ${reference.$blob}: ${String(problem)}`);
  }
  if (!response.ok) {
    throw new BridgeDataError(path, `the blob ${reference.$blob} was refused (HTTP ${response.status})`);
  }
  const bytes =
    form === "blob"
      ? (await response.blob?.()) ?? new Blob([await response.arrayBuffer()], { type: reference.mimeType })
      : new Uint8Array(await response.arrayBuffer());
  const length = bytes instanceof Uint8Array ? bytes.length : bytes.size;
  if (length !== reference.size) {
    const counts = `${length} bytes, not the ${reference.size} it announced`;
    throw new BridgeDataError(path, `the blob ${reference.$blob} brought ${counts}`);
  }
  return bytes;
}

/**
 * `value` with every reference to a transferred buffer (`{"$blob": "transfer:<index>"}`) replaced by
 * the bytes of `buffers[index]`, as a `Uint8Array` over the buffer, without a copy. A reference to
 * a buffer that is not there, or that was used already, stays as it is, and the decoder refuses it.
 */
export function resolveTransferredBlobs(value: unknown, buffers: readonly ArrayBuffer[]): unknown {
  const used = new Set<number>();
  const resolve = (member: unknown): unknown => {
    if (isBlobReference(member) && member.$blob.startsWith(TRANSFER_REFERENCE_PREFIX)) {
      const index = Number(member.$blob.slice(TRANSFER_REFERENCE_PREFIX.length));
      const buffer = Number.isInteger(index) ? buffers[index] : undefined;
      if (buffer === undefined || used.has(index) || buffer.byteLength !== member.size) return member;
      used.add(index);
      return new Uint8Array(buffer);
    }
    if (Array.isArray(member)) return member.map(resolve);
    if (typeof member !== "object" || member === null) return member;
    const copy: { [key: string]: unknown } = {};
    for (const [key, inner] of Object.entries(member)) {
      // defineProperty keeps a key named "__proto__" a key, as the parsed JSON had it.
      const value = resolve(inner);
      Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return copy;
  };
  return resolve(value);
}
