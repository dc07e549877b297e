// Blob references: how the client takes large bytes values the host sends by reference instead of
// inline base64. The client offers blobs in capability discovery when it can fetch; a host that
// agrees then sends a value of a field that may travel as a blob as {"$blob": url, "size": n,
// "mimeType": …}, and the client fetches each reference once and puts its bytes where it stood,
// before a typed method resolves. It takes a reference only where the spec says one may be (the
// result's blob fields, which the generated module lists for each action), only as the object's
// own members, and only with its host's blob URL prefix: anything else is never fetched.
// Protocol-agnostic, like runtime.ts; bridgegen copies this file unchanged into the generated client.
import { BridgeDataError, memberPath } from "./data.js";
import { TRANSFER_REFERENCE_PREFIX } from "./handshake.js";
/** The kinds of reference this client resolves: a URL it fetches once. */
export const BLOB_REFERENCE_KINDS = ["url"];
/** What the iOS host's blob URLs start with: the scheme its `WKURLSchemeHandler` serves. */
export const IOS_BLOB_URL_PREFIX = "gbgbridge-blob://blob/";
/**
 * How a client with `options`, talking to a host over a transport of `transportKind`, takes blobs:
 * its own fetcher, else the page's `fetch`; its own URL prefix, else the iOS host's for an iOS
 * transport. Undefined (no blobs offered) without a fetcher or a prefix.
 */
export function blobTaking(options, transportKind, global) {
    if (options === false)
        return undefined;
    const urlPrefix = options?.urlPrefix ?? (transportKind === "ios" ? IOS_BLOB_URL_PREFIX : undefined);
    if (!urlPrefix)
        return undefined;
    if (options?.fetch)
        return { fetch: options.fetch, urlPrefix };
    const fetch = global.fetch;
    if (typeof fetch !== "function")
        return undefined;
    const fetchFromPage = fetch;
    return { fetch: (url) => fetchFromPage.call(global, url), urlPrefix };
}
/** Whether `object` has `key` as its own member, not one every object, or its prototype, has. */
function hasOwn(object, key) {
    return Object.prototype.hasOwnProperty.call(object, key);
}
/** Whether `value` is a plain JSON object: not null, not an array. */
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/**
 * Whether `value` is a blob reference: an object whose own `$blob` is a string, with its own `size`
 * and `mimeType`. An inherited `$blob` (an object whose prototype a `"__proto__"` key set, as an
 * object literal does) is not.
 */
export function isBlobReference(value) {
    if (!isObject(value))
        return false;
    const own = (key, type) => hasOwn(value, key) && typeof value[key] === type;
    return own("$blob", "string") && own("size", "number") && own("mimeType", "string");
}
/**
 * `value` with each blob reference where `fields` allows one replaced by the bytes it names, fetched
 * with `taking`, all at once. Objects and arrays that hold a reference are copied; the rest is
 * shared, and `value` itself is left as it arrived. A reference elsewhere is left as it is (the
 * type's decoder then refuses it where bytes belong). A reference at a blob field to a URL that is
 * not the host's, a fetch that fails, or one that brings another number of bytes than the reference
 * says, throws a BridgeDataError naming the reference's path.
 */
export async function resolveBlobReferences(value, fields, taking, path, form = "uint8array") {
    return resolve(value, { fields: () => fields }, taking, path, form);
}
/** `value` resolved along `plan`. */
async function resolve(value, plan, taking, path, form) {
    if (plan === true)
        return isBlobReference(value) ? fetchBlob(value, taking, path, form) : value;
    if ("array" in plan) {
        if (!Array.isArray(value))
            return value;
        const at = (index) => `${path}[${index}]`;
        const elements = await Promise.all(value.map((element, index) => resolve(element, plan.array, taking, at(index), form)));
        return elements.every((element, index) => element === value[index]) ? value : elements;
    }
    if (!isObject(value))
        return value;
    // The members the plan names, with their plans and paths; a map's every member.
    const members = "map" in plan
        ? Object.keys(value).map((key) => [key, plan.map, `${path}[${JSON.stringify(key)}]`])
        : Object.entries(plan.fields()).flatMap(([key, member]) => member !== undefined && hasOwn(value, key) ? [[key, member, memberPath(path, key)]] : []);
    const resolved = await Promise.all(members.map(([key, member, at]) => resolve(value[key], member, taking, at, form)));
    const replaced = new Map(members.map(([key], index) => [key, resolved[index]]));
    if (members.every(([key]) => replaced.get(key) === value[key]))
        return value;
    // fromEntries defines each key as data, so a key named "__proto__" stays a key.
    const member = (key, original) => (replaced.has(key) ? replaced.get(key) : original);
    return Object.fromEntries(Object.entries(value).map(([key, original]) => [key, member(key, original)]));
}
/**
 * A decoded result with every `Uint8Array` in it a `Blob`, for a call that asked for Blobs: the
 * values that came inline; those that came by reference are Blobs already.
 */
export function bytesToBlobs(value) {
    if (value instanceof Uint8Array)
        return new Blob([value]);
    if (Array.isArray(value))
        return value.map(bytesToBlobs);
    if (typeof value !== "object" || value === null || value instanceof Blob)
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, bytesToBlobs(member)]));
}
/** The bytes `reference` names, as a `Uint8Array` or a `Blob`; only from the host's blob URLs. */
async function fetchBlob(reference, taking, path, form) {
    if (!reference.$blob.startsWith(taking.urlPrefix)) {
        const shown = JSON.stringify(reference.$blob.slice(0, 80));
        const problem = `a blob reference to ${shown}, which is not a blob URL of the host (${taking.urlPrefix})`;
        throw new BridgeDataError(path, `${problem}; not fetched`);
    }
    let response;
    try {
        response = await taking.fetch(reference.$blob);
    }
    catch (problem) {
        throw new BridgeDataError(path, `could not fetch the blob ${reference.$blob}: ${String(problem)}`);
    }
    if (!response.ok) {
        throw new BridgeDataError(path, `the blob ${reference.$blob} was refused (HTTP ${response.status})`);
    }
    const bytes = form === "blob"
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
 * How a response's transferred buffers are taken: a reference `transfer:<index>` names
 * `buffers[index]`, read in place without a copy. No URL is fetched: another reference is refused,
 * as one to a buffer that is not there.
 */
export function transferredTaking(buffers) {
    const fetch = async (url) => {
        const index = Number(url.slice(TRANSFER_REFERENCE_PREFIX.length));
        const buffer = Number.isInteger(index) && index >= 0 ? buffers[index] : undefined;
        if (!buffer)
            return { ok: false, status: 404, arrayBuffer: async () => new ArrayBuffer(0) };
        return { ok: true, status: 200, arrayBuffer: async () => buffer };
    };
    return { fetch, urlPrefix: TRANSFER_REFERENCE_PREFIX };
}
