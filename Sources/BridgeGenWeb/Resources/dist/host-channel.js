// The iframe host's side of the handshake (handshake.ts): hello only from the journey frame's window
// and an allowed origin, a welcome that transfers the private port, and a new session at every hello
// of a new document. Protocol-agnostic; bridgegen copies this file unchanged into the generated
// package. Edit it in Sources/BridgeGenWeb/Resources/host-channel.ts.
import { isAllowedOrigin, readHello, } from "./handshake.js";
/**
 * Listens for the journey frame's hello and hands the host one private port per document. It never
 * posts to `*`: the welcome goes to the origin the hello came from, which must be allowed, and an
 * opaque origin (`null`) only when `allowedOrigins` lists `"null"`, as the one case that needs `*`
 * (postMessage cannot name an opaque origin; the port it transfers then keeps everything private).
 */
export class HostChannel {
    /** Listens on `options.window` for the hello of `options.frame`, from `options.allowedOrigins` only. */
    constructor(options) {
        this.listener = (event) => this.receiveWindowMessage(event);
        const allowed = options.allowedOrigins;
        if (allowed.length === 0) {
            throw new Error("The iframe host needs allowedOrigins: the journey's, such as https://journey.example");
        }
        if (allowed.includes("*")) {
            throw new Error("The iframe host takes no wildcard origin: name the journey's origins");
        }
        this.frame = options.frame;
        this.allowedOrigins = allowed;
        this.window = options.window;
        this.version = options.version;
        this.delegate = options.delegate;
        const platformChannel = () => new MessageChannel();
        this.makeChannel = options.makeChannel ?? platformChannel;
        this.window.addEventListener("message", this.listener);
        this.ping();
    }
    /**
     * Tells the frame's page this host listens, so a page that stopped waiting, or talks to a host this
     * one replaces, says hello now. Posted to each allowed origin, so only such a page reads it; not to
     * the opaque origin, which would take posting to any.
     */
    ping() {
        const frameWindow = this.frame.contentWindow;
        if (!frameWindow)
            return;
        const ping = { gbgbridge: "ping", version: this.version };
        for (const origin of this.allowedOrigins) {
            if (origin === "null")
                continue;
            try {
                frameWindow.postMessage(ping, origin, []);
            }
            catch {
                // An origin that is not a valid target (a typo the page will see as a refused hello).
            }
        }
    }
    /** Stops listening and closes the port. */
    close() {
        this.window.removeEventListener("message", this.listener);
        this.port?.close?.();
        this.port = undefined;
        this.session = undefined;
    }
    receiveWindowMessage(event) {
        const hello = readHello(event.data);
        if (!hello)
            return; // not ours: pages have other messages
        const frameWindow = this.frame.contentWindow;
        if (!frameWindow || event.source !== frameWindow) {
            return this.delegate.refused("A hello from a window that is not the journey frame");
        }
        if (!isAllowedOrigin(event.origin, this.allowedOrigins)) {
            return this.delegate.refused(`A hello from ${event.origin}, which allowedOrigins does not list`);
        }
        // The same document saying hello again before the welcome reached it: not a new session.
        if (hello.session === this.session)
            return;
        this.session = hello.session;
        this.port?.close?.();
        const { port1, port2 } = this.makeChannel();
        this.port = port1;
        port1.onmessage = (message) => {
            if (this.port === port1)
                this.delegate.message(message.data);
        };
        port1.start?.();
        this.delegate.session(event.origin, port1);
        const welcome = { gbgbridge: "welcome", version: this.version, session: hello.session };
        const target = event.origin === "null" ? "*" : event.origin;
        frameWindow.postMessage(welcome, target, [port2]);
    }
}
