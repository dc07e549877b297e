/** The key that marks a handshake message, and its value's meaning. */
export declare const HANDSHAKE_KEY = "gbgbridge";
/** The kind of blob reference that names an ArrayBuffer transferred with the message: `transfer:<index>`. */
export declare const TRANSFER_BLOB_KIND = "transfer";
/** The prefix of a transferred blob's reference. */
export declare const TRANSFER_REFERENCE_PREFIX = "transfer:";
/** The framed page's first message: the protocol version it speaks and its session. */
export interface HelloMessage {
    gbgbridge: "hello";
    /** The protocol version the page speaks, "major.minor". */
    version: string;
    /** Drawn once per document: the same hello sent again is not a new session. */
    session: string;
}
/** The host's answer to a hello; the port travels as the message's one transferred port. */
export interface WelcomeMessage {
    gbgbridge: "welcome";
    /** The protocol version the host speaks, "major.minor". */
    version: string;
    /** The session the welcome answers. */
    session: string;
}
/** The host's word that it has started listening for hellos. */
export interface PingMessage {
    gbgbridge: "ping";
    /** The protocol version the host speaks, "major.minor". */
    version: string;
}
/** A message on the private port whose large bytes travel beside it as transferred ArrayBuffers. */
export interface TransferMessage {
    /** The message's JSON text; a `{"$blob": "transfer:<index>"}` reference names `buffers[index]`. */
    text: string;
    /** The bytes, transferred, not copied. */
    buffers: ArrayBuffer[];
}
/** The part of a MessagePort both sides use. */
export interface BridgePort {
    postMessage(message: unknown, transfer?: Transferable[]): void;
    start?(): void;
    close?(): void;
    onmessage: ((event: {
        data: unknown;
    }) => void) | null;
}
/** `value` as a hello, when it is one. */
export declare function readHello(value: unknown): HelloMessage | undefined;
/** `value` as a welcome, when it is one. */
export declare function readWelcome(value: unknown): WelcomeMessage | undefined;
/** `value` as a ping, when it is one. */
export declare function readPing(value: unknown): PingMessage | undefined;
/** `value` as a message with transferred buffers, when it is one. */
export declare function readTransferMessage(value: unknown): TransferMessage | undefined;
/**
 * Whether `origin` is one of `allowed`, exactly. `*` never matches: there is no wildcard. The opaque
 * origin `null` (a sandboxed frame, a `file:` page) matches only when `allowed` lists `"null"` itself.
 */
export declare function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean;
/** A new session ID: random enough that another document's cannot be guessed. */
export declare function newSessionId(): string;
