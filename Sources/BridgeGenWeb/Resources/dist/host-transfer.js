// A result as the iframe host sends it to a page that takes transferred buffers: each blob field of
// the blob size or more becomes a reference to a buffer moved with the message, the rest JSON data
// (bytes as base64). Protocol-agnostic; bridgegen copies this file unchanged into the generated
// package. Edit it in Sources/BridgeGenWeb/Resources/host-transfer.ts.
import { ownMember } from "./data.js";
import { TRANSFER_REFERENCE_PREFIX } from "./handshake.js";
import { isRecord, toWire } from "./host-json.js";
/**
 * `result` on the wire, its large blob fields (`blobFields`, each with the field of its media type)
 * as references to buffers appended to `buffers`; as JSON data when there are no `terms`.
 */
export function transferredResult(result, blobFields, terms, buffers) {
    if (!terms || !blobFields || !isRecord(result))
        return toWire(result);
    const wire = {};
    for (const [key, value] of Object.entries(result)) {
        const mimeField = ownMember(blobFields, key);
        if (value instanceof Uint8Array && mimeField !== undefined && value.byteLength >= terms.minimumBytes) {
            // A copy moves to the page: transferring the app's own buffer would empty its array, and
            // one buffer in two fields would make the transfer list invalid and lose the answer.
            const { byteLength } = value;
            const moved = value.slice().buffer;
            const named = mimeField === null ? undefined : result[mimeField];
            const mimeType = String(named ?? "application/octet-stream");
            const $blob = `${TRANSFER_REFERENCE_PREFIX}${buffers.length}`;
            const reference = { $blob, size: byteLength, mimeType };
            Object.defineProperty(wire, key, { value: reference, enumerable: true });
            buffers.push(moved);
        }
        else {
            Object.defineProperty(wire, key, { value: toWire(value), enumerable: true });
        }
    }
    return wire;
}
