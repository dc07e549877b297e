import { type BridgePort } from "./handshake.js";
/** The window the host page listens on: `window` by default. */
export interface HostWindow {
    addEventListener(type: "message", listener: (event: HostMessageEvent) => void): void;
    removeEventListener(type: "message", listener: (event: HostMessageEvent) => void): void;
}
/** A `message` event, as much of it as the handshake reads. */
export interface HostMessageEvent {
    data: unknown;
    origin: string;
    source: unknown;
}
/** The journey frame: an `HTMLIFrameElement`, or anything with its `contentWindow`. */
export interface HostFrame {
    readonly contentWindow: unknown;
}
/** Makes the private channel: `new MessageChannel()` by default. */
export declare type ChannelFactory = () => {
    port1: BridgePort;
    port2: unknown;
};
/** What the channel tells the host. */
export interface HostChannelDelegate {
    /** A new document said hello from `origin`: whatever the old one asked for ends. */
    session(origin: string, port: BridgePort): void;
    /** Text or data arrived on the current session's port. */
    message(data: unknown): void;
    /** A hello was refused: another frame or window, or an origin not allowed. */
    refused(reason: string): void;
}
/**
 * Listens for the journey frame's hello and hands the host one private port per document. It never
 * posts to `*`: the welcome goes to the origin the hello came from, which must be allowed, and an
 * opaque origin (`null`) only when `allowedOrigins` lists `"null"`, as the one case that needs `*`
 * (postMessage cannot name an opaque origin; the port it transfers then keeps everything private).
 */
export declare class HostChannel {
    private readonly frame;
    private readonly allowedOrigins;
    private readonly window;
    private readonly version;
    private readonly delegate;
    private readonly makeChannel;
    private session;
    private port;
    private readonly listener;
    /** Listens on `options.window` for the hello of `options.frame`, from `options.allowedOrigins` only. */
    constructor(options: {
        frame: HostFrame;
        allowedOrigins: readonly string[];
        window: HostWindow;
        version: string;
        delegate: HostChannelDelegate;
        makeChannel?: ChannelFactory | undefined;
    });
    /**
     * Tells the frame's page this host listens, so a page that stopped waiting, or talks to a host this
     * one replaces, says hello now. Posted to each allowed origin, so only such a page reads it; not to
     * the opaque origin, which would take posting to any.
     */
    private ping;
    /** Stops listening and closes the port. */
    close(): void;
    private receiveWindowMessage;
}
