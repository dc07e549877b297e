import type { ChannelFactory, HostFrame, HostWindow } from "./host-channel.js";
import type { BridgeHostObserver, BridgeHostOptions } from "./host-options.js";
import type { HostErrorPayload } from "./host-protocol.js";
import type { HostRequest } from "./host-slot.js";
/** How an iframe host is made. */
export interface BridgeIframeHostInit {
    /** The journey's iframe: messages are taken from its window only. */
    frame: HostFrame;
    /**
     * The journey's origins, such as `https://journey.example`: required, with no wildcard; the opaque
     * origin `"null"` only when named. Name it only for a sandboxed frame you control: its welcome
     * must be posted to `*`, so a frame that navigates between its hello and the welcome hands the
     * private port to whatever document it then holds.
     */
    allowedOrigins: readonly string[];
    /** The app's integration version, which `capability.query` reports. `1.0.0` by default. */
    hostVersion?: string;
    /** Limits and timeouts; each left out takes its default. */
    options?: Partial<BridgeHostOptions>;
    /** Hears every message and problem. */
    observer?: BridgeHostObserver;
    /** The window to listen on: `window` by default. */
    window?: HostWindow;
    /** Makes the private channel: `new MessageChannel()` by default. */
    makeChannel?: ChannelFactory;
    /**
     * The browser permission each capability reports when the app sets none, by capability ID, or
     * `false` for none: by default a capability whose ID starts with a permission the browser knows
     * (`camera.document` → `camera`) reports the Permissions API's state for it.
     */
    browserPermissions?: false | {
        readonly [capability: string]: string;
    };
}
/** How a host without a frame is made: it serves a port given to `attachPort`. */
export declare type DetachedHostInit = Omit<BridgeIframeHostInit, "frame" | "allowedOrigins" | "window" | "makeChannel">;
/** How a host is made: for a journey frame, or for a port given later. */
export declare type BridgeHostInit = BridgeIframeHostInit | DetachedHostInit;
/** A request nobody's handler took, which the app answers with `respond`. */
export interface PendingRequest {
    /** Its correlation ID, which `respond` takes. */
    readonly correlationId: string;
    /** Its action. */
    readonly action: string;
    /** The data as it arrived. */
    readonly data: unknown;
}
/** Answers a request by status, data and error: the first answer counts; later ones are dropped, reported. */
export declare type HostResponder = (status: string, data?: object, error?: HostErrorPayload) => void;
/**
 * Answers a custom capability's request through its responder, before it returns or before the
 * promise it returns settles; one that is done without answering gets INTERNAL_ERROR sent for it.
 */
export declare type CustomHandler = (request: HostRequest<unknown>, respond: HostResponder) => void | Promise<void>;
