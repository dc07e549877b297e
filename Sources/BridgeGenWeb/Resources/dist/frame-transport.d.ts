/** How often a framed page says hello again while no welcome came: the host may not listen yet. */
export declare const HELLO_INTERVAL_MS = 250;
/** How many hellos a framed page sends `HELLO_INTERVAL_MS` apart before it slows down. */
export declare const HELLO_ATTEMPTS = 40;
/**
 * How often a framed page says hello once `HELLO_ATTEMPTS` went unanswered: a host created late (a
 * bundle loaded lazily) still finds it, and a host that says `ping` is answered at once.
 */
export declare const HELLO_SLOW_INTERVAL_MS = 5000;
/** Messages a framed page keeps while it waits for the welcome; more are refused. */
export declare const MAX_QUEUED_BEFORE_WELCOME = 1000;
/** A `message` event of the window, as much of it as the handshake reads. */
export interface FrameMessageEvent {
    data: unknown;
    origin: string;
    source: unknown;
    ports?: readonly unknown[];
}
/** The parent frame, as the client posts to it. */
export interface FrameParent {
    postMessage(message: unknown, targetOrigin: string): void;
}
/** What arrives on the private port: JSON text, and the buffers transferred with it. */
export declare type FrameDelivery = (text: string, buffers: readonly ArrayBuffer[]) => void;
/**
 * The iframe transport: hello to the parent, then the private port. `send` before the welcome
 * queues the message, so requests made while the page loads go out once the host answers.
 */
export declare class FrameTransport {
    /** Which host the page talks to. */
    readonly kind: "iframe";
    /** The kinds of blob reference this transport resolves itself: transferred ArrayBuffers. */
    readonly blobKinds: readonly string[];
    /** Called with each message the host sends on the port; set by the client. */
    deliver: FrameDelivery | undefined;
    /** Called with what the transport refuses or cannot read; set by the client. */
    report: ((problem: string, received: unknown) => void) | undefined;
    private readonly parent;
    private readonly targetOrigin;
    private readonly allowedOrigins;
    private hello;
    private port;
    private queue;
    private helloTimer;
    /** A transport to `parent`, which posts to `targetOrigin` and listens to `allowedOrigins`. */
    constructor(parent: FrameParent, targetOrigin: string, allowedOrigins: readonly string[], version: string);
    /** Whether the welcome came: messages go on the private port. */
    get isConnected(): boolean;
    /**
     * Says hello, again every `HELLO_INTERVAL_MS` until the welcome comes, every
     * `HELLO_SLOW_INTERVAL_MS` after `HELLO_ATTEMPTS`.
     */
    start(): void;
    private sayHello;
    /** Hands one message, as JSON text, to the host: on the port, or queued until the welcome. */
    send(json: string): void;
    /**
     * Reads a `message` event of the window: only the parent's welcome to this session, from an
     * allowed origin, with a port, is taken. Everything after the handshake comes on the port, so any
     * other window message is ignored.
     */
    receiveWindowMessage(event: FrameMessageEvent): void;
    /** Stops listening: closes the port and forgets what waited for it. */
    close(): void;
    private receivePortMessage;
    /**
     * The host says it has just started listening. Not yet connected: hello now. Connected: that host
     * replaced the one the port led to (it was detached and made again while this page stayed), so a
     * new session begins; messages sent on the old port are not answered.
     */
    private answerPing;
    private stopHello;
}
