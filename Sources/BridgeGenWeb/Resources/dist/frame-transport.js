// The client's side of the iframe handshake (handshake.ts): a framed page says hello to its parent,
// takes the welcome only from the parent's window and an allowed origin, and from then on talks on
// the private port the welcome brought. Protocol-agnostic; bridgegen copies this file unchanged into
// the generated package. Edit it in Sources/BridgeGenWeb/Resources/frame-transport.ts.
import { isAllowedOrigin, newSessionId, readPing, readTransferMessage, readWelcome, TRANSFER_BLOB_KIND, } from "./handshake.js";
/** How often a framed page says hello again while no welcome came: the host may not listen yet. */
export const HELLO_INTERVAL_MS = 250;
/** How many hellos a framed page sends `HELLO_INTERVAL_MS` apart before it slows down. */
export const HELLO_ATTEMPTS = 40;
/**
 * How often a framed page says hello once `HELLO_ATTEMPTS` went unanswered: a host created late (a
 * bundle loaded lazily) still finds it, and a host that says `ping` is answered at once.
 */
export const HELLO_SLOW_INTERVAL_MS = 5000;
/** Messages a framed page keeps while it waits for the welcome; more are refused. */
export const MAX_QUEUED_BEFORE_WELCOME = 1000;
/**
 * The iframe transport: hello to the parent, then the private port. `send` before the welcome
 * queues the message, so requests made while the page loads go out once the host answers.
 */
export class FrameTransport {
    /** A transport to `parent`, which posts to `targetOrigin` and listens to `allowedOrigins`. */
    constructor(parent, targetOrigin, allowedOrigins, version) {
        /** Which host the page talks to. */
        this.kind = "iframe";
        /** The kinds of blob reference this transport resolves itself: transferred ArrayBuffers. */
        this.blobKinds = [TRANSFER_BLOB_KIND];
        this.queue = [];
        this.parent = parent;
        this.targetOrigin = targetOrigin;
        this.allowedOrigins = allowedOrigins.length > 0 ? allowedOrigins : [targetOrigin];
        this.hello = { gbgbridge: "hello", version, session: newSessionId() };
    }
    /** Whether the welcome came: messages go on the private port. */
    get isConnected() {
        return this.port !== undefined;
    }
    /**
     * Says hello, again every `HELLO_INTERVAL_MS` until the welcome comes, every
     * `HELLO_SLOW_INTERVAL_MS` after `HELLO_ATTEMPTS`.
     */
    start() {
        if (this.port || this.helloTimer !== undefined)
            return;
        this.sayHello(1);
    }
    sayHello(attempt) {
        this.helloTimer = undefined;
        if (this.port)
            return;
        this.parent.postMessage(this.hello, this.targetOrigin);
        const delay = attempt < HELLO_ATTEMPTS ? HELLO_INTERVAL_MS : HELLO_SLOW_INTERVAL_MS;
        this.helloTimer = setTimeout(() => this.sayHello(attempt + 1), delay);
        // Waiting for a host must not keep a process alive (Node runs pages in tests).
        this.helloTimer.unref?.();
    }
    /** Hands one message, as JSON text, to the host: on the port, or queued until the welcome. */
    send(json) {
        if (this.port)
            return this.port.postMessage(json);
        if (this.queue.length >= MAX_QUEUED_BEFORE_WELCOME) {
            const waiting = MAX_QUEUED_BEFORE_WELCOME;
            throw new Error(`The host has not answered the handshake, and ${waiting} messages wait already`);
        }
        this.queue.push(json);
    }
    /**
     * Reads a `message` event of the window: only the parent's welcome to this session, from an
     * allowed origin, with a port, is taken. Everything after the handshake comes on the port, so any
     * other window message is ignored.
     */
    receiveWindowMessage(event) {
        if (event.source !== this.parent || !isAllowedOrigin(event.origin, this.allowedOrigins))
            return;
        if (readPing(event.data))
            return this.answerPing();
        const welcome = readWelcome(event.data);
        // One port per session: the host answers a session once, so a second welcome is not its.
        if (!welcome || welcome.session !== this.hello.session || this.port)
            return;
        const port = event.ports?.[0];
        if (!port || typeof port.postMessage !== "function") {
            return this.report?.("The host's welcome brought no port", event.data);
        }
        this.port = port;
        this.stopHello();
        port.onmessage = (message) => this.receivePortMessage(message.data);
        port.start?.();
        const queued = this.queue;
        this.queue = [];
        for (const json of queued)
            port.postMessage(json);
    }
    /** Stops listening: closes the port and forgets what waited for it. */
    close() {
        this.stopHello();
        this.port?.close?.();
        this.port = undefined;
        this.queue = [];
    }
    receivePortMessage(data) {
        if (typeof data === "string")
            return this.deliver?.(data, []);
        const transferred = readTransferMessage(data);
        if (transferred)
            return this.deliver?.(transferred.text, transferred.buffers);
        this.report?.("The host sent something on the port that is not a message", data);
    }
    /**
     * The host says it has just started listening. Not yet connected: hello now. Connected: that host
     * replaced the one the port led to (it was detached and made again while this page stayed), so a
     * new session begins; messages sent on the old port are not answered.
     */
    answerPing() {
        if (this.port) {
            this.port.onmessage = null;
            this.port.close?.();
            this.port = undefined;
            this.hello = { ...this.hello, session: newSessionId() };
        }
        this.stopHello();
        this.sayHello(1);
    }
    stopHello() {
        if (this.helloTimer !== undefined)
            clearTimeout(this.helloTimer);
        this.helloTimer = undefined;
    }
}
