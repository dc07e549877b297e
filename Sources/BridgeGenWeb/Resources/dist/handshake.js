// The handshake between a framed page and the page that frames it (the iframe host), which both the
// client (runtime.ts) and the host (host-channel.ts) speak. Protocol-agnostic; bridgegen copies this
// file unchanged into the generated package. Edit it in Sources/BridgeGenWeb/Resources/handshake.ts.
//
// 1. The framed page posts `hello` to its parent, to the one origin it allows, with the protocol
//    version it speaks and a session ID it draws once per document.
// 2. The host takes a hello only from its journey frame's window and from an origin it allows; it
//    ends the previous session (its open requests end with CANCELLED) and answers `welcome`,
//    transferring one end of a new MessageChannel.
// 3. From then on every message travels on that private port: other frames and windows can neither
//    read nor inject. A reload is a new document, a new session ID and a new handshake.
// 4. A host that starts listening says `ping` to the frame, to each origin it allows: a page still
//    waiting says hello at once, and a page connected to an earlier host (detached and made again
//    while the frame stayed) begins a new session. The ping carries nothing a page could misuse.
//
// Port messages are data: JSON text, or `{ text, buffers }` when large bytes travel as transferred
// ArrayBuffers beside it (the `transfer` kind of blob reference, negotiated in capability discovery
// like the `url` kind).
/** The key that marks a handshake message, and its value's meaning. */
export const HANDSHAKE_KEY = "gbgbridge";
/** The kind of blob reference that names an ArrayBuffer transferred with the message: `transfer:<index>`. */
export const TRANSFER_BLOB_KIND = "transfer";
/** The prefix of a transferred blob's reference. */
export const TRANSFER_REFERENCE_PREFIX = "transfer:";
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/** `value` as a hello, when it is one. */
export function readHello(value) {
    if (!isRecord(value) || value[HANDSHAKE_KEY] !== "hello")
        return undefined;
    const { version, session } = value;
    if (typeof version !== "string" || typeof session !== "string")
        return undefined;
    if (session.length === 0 || session.length > 128)
        return undefined;
    return { gbgbridge: "hello", version, session };
}
/** `value` as a welcome, when it is one. */
export function readWelcome(value) {
    if (!isRecord(value) || value[HANDSHAKE_KEY] !== "welcome")
        return undefined;
    const { version, session } = value;
    if (typeof version !== "string" || typeof session !== "string")
        return undefined;
    return { gbgbridge: "welcome", version, session };
}
/** `value` as a ping, when it is one. */
export function readPing(value) {
    if (!isRecord(value) || value[HANDSHAKE_KEY] !== "ping")
        return undefined;
    const { version } = value;
    return typeof version === "string" ? { gbgbridge: "ping", version } : undefined;
}
/** `value` as a message with transferred buffers, when it is one. */
export function readTransferMessage(value) {
    if (!isRecord(value))
        return undefined;
    const { text, buffers } = value;
    if (typeof text !== "string" || !Array.isArray(buffers))
        return undefined;
    if (!buffers.every((buffer) => buffer instanceof ArrayBuffer))
        return undefined;
    return { text, buffers: buffers };
}
/**
 * Whether `origin` is one of `allowed`, exactly. `*` never matches: there is no wildcard. The opaque
 * origin `null` (a sandboxed frame, a `file:` page) matches only when `allowed` lists `"null"` itself.
 */
export function isAllowedOrigin(origin, allowed) {
    return origin !== "*" && allowed.includes(origin);
}
/** A new session ID: random enough that another document's cannot be guessed. */
export function newSessionId() {
    const random = globalThis.crypto;
    const words = new Uint32Array(4);
    if (random?.getRandomValues)
        random.getRandomValues(words);
    else
        words.forEach((_, index) => (words[index] = Math.floor(Math.random() * 2 ** 32)));
    return Array.from(words, (word) => word.toString(36)).join("-");
}
